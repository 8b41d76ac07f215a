import { Mail, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { siteCopy } from "~/shared/copy/site";
import { paths } from "~/shared/paths";
import { BrandLogo } from "~/web/components/ui/brand-logo";
import { Container } from "~/web/components/ui/container";
import { SocialGlyph, type SocialNetwork } from "~/web/components/ui/social-icons";
import { buildYear, publicConfig } from "~/web/lib/public-config";
import { todayText } from "~/web/lib/today-text";

const copy = siteCopy.footer;

const legalLinks = [
  { to: paths.legal.termsAndConditions, label: copy.terms },
  { to: paths.legal.privacyPolicy, label: copy.privacy },
  { to: paths.legal.termsOfUse, label: copy.termsOfUse },
];

const socialNetworks: { network: SocialNetwork; label: string }[] = [
  { network: "instagram", label: copy.instagram },
  { network: "facebook", label: copy.facebook },
  { network: "linkedin", label: copy.linkedin },
];

const headingClass = "text-sm font-semibold text-white";
const linkClass = "text-sm text-slate-300 transition-colors hover:text-white";

function SocialLink({ network, label }: { network: SocialNetwork; label: string }) {
  const url = publicConfig.social[network];
  const iconBox = "inline-flex size-10 items-center justify-center rounded-full";
  // Without a configured profile the icon shows without a link, never a dead "#".
  if (!url) {
    return (
      <span
        role="img"
        aria-label={copy.socialUnavailable(label)}
        className={`${iconBox} bg-white/5 text-slate-500`}
      >
        <SocialGlyph network={network} />
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={`${iconBox} bg-white/10 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white`}
    >
      <SocialGlyph network={network} />
    </a>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <div className="inline-flex rounded-xl bg-white px-3 py-2">
            <BrandLogo />
          </div>
          <p className="mt-4 max-w-sm text-sm text-slate-400">{copy.tagline}</p>
          <div className="mt-6">
            <p className={headingClass}>{copy.followHeading}</p>
            <div className="mt-3 flex gap-3">
              {socialNetworks.map((item) => (
                <SocialLink key={item.network} {...item} />
              ))}
            </div>
          </div>
        </div>
        <nav aria-label={copy.legalHeading}>
          <p className={headingClass}>{copy.legalHeading}</p>
          <ul className="mt-3 space-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className={headingClass}>{copy.contactHeading}</p>
          <ul className="mt-3 space-y-2">
            <li>
              <a
                href={`mailto:${publicConfig.supportEmail}`}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Mail className="size-4" aria-hidden />
                {publicConfig.supportEmail}
              </a>
            </li>
            <li>
              <a
                href={publicConfig.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <MessageCircle className="size-4" aria-hidden />
                {copy.whatsapp} {publicConfig.whatsappNumber}
              </a>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-slate-400">
          {/* The build's year until the browser writes the visitor's. */}
          <p
            {...todayText((year) => copy.rights(year, publicConfig.brandName), { year: "numeric" })}
          >
            {copy.rights(buildYear, publicConfig.brandName)}
          </p>
        </Container>
      </div>
    </footer>
  );
}
