import { Headset, Mail, MessageCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { contactCopy as copy } from "~/shared/copy/site";
import { Container } from "~/web/components/ui/container";
import { ExternalButtonLink } from "~/web/components/ui/button-link";
import { PageIntro } from "~/web/components/ui/page-intro";
import { publicConfig } from "~/web/lib/public-config";

function ContactCard(props: {
  icon: LucideIcon;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <props.icon className="size-6" aria-hidden />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">{props.heading}</h2>
      <p className="mt-2 flex-1 text-slate-600">{props.text}</p>
      <div className="mt-6">{props.children}</div>
    </article>
  );
}

export function ContactPage() {
  return (
    <>
      <PageIntro title={copy.heading} lead={copy.lead} />
      <section className="pb-20">
        <Container className="grid gap-6 md:grid-cols-3">
          <ContactCard icon={Mail} heading={copy.emailHeading} text={copy.emailText}>
            <a
              href={`mailto:${publicConfig.supportEmail}`}
              className="font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {publicConfig.supportEmail}
            </a>
          </ContactCard>
          <ContactCard icon={MessageCircle} heading={copy.whatsappHeading} text={copy.whatsappText}>
            <a
              href={publicConfig.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${copy.whatsappCta}: ${publicConfig.whatsappNumber}`}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {publicConfig.whatsappNumber}
            </a>
          </ContactCard>
          <ContactCard icon={Headset} heading={copy.advisorHeading} text={copy.advisorText}>
            <ExternalButtonLink href={publicConfig.advisorChatUrl}>
              {copy.advisorCta}
            </ExternalButtonLink>
          </ContactCard>
        </Container>
        <Container className="mt-8 text-center text-sm text-slate-500">
          <p>{copy.hours}</p>
        </Container>
      </section>
    </>
  );
}
