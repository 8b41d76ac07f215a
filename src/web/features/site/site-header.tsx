import { Menu, X } from "lucide-react";
import { NavLink } from "react-router";
import { siteCopy } from "~/shared/copy/site";
import { paths } from "~/shared/paths";
import { BrandLogo } from "~/web/components/ui/brand-logo";
import { ButtonLink } from "~/web/components/ui/button-link";
import { Container } from "~/web/components/ui/container";
import type { HeaderBehaviourOptions } from "./header-behaviour";
import { navLinks } from "./nav-links";

/** What the header's script is given: product §9's threshold and the toggle's labels. */
export const headerBehaviour: HeaderBehaviourOptions = {
  scrollThresholdPx: 10,
  openMenuLabel: siteCopy.nav.openMenu,
  closeMenuLabel: siteCopy.nav.closeMenu,
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"
  }`;

/**
 * Markup only: the page's script (`enhanceSiteHeader`) sets `data-scrolled`, the
 * toggle's aria-expanded and the menu's `hidden`, and these classes draw each state —
 * white with a shadow once scrolled or while the menu is open.
 */
export function SiteHeader() {
  return (
    <header
      data-site-header
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-50 bg-transparent transition-[background-color,box-shadow] duration-200 has-aria-expanded:bg-white has-aria-expanded:shadow-md data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-md"
    >
      <Container className="flex h-16 items-center justify-between gap-4 sm:h-20">
        <BrandLogo />
        <nav aria-label={siteCopy.nav.mainLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ButtonLink to={paths.login}>{siteCopy.nav.login}</ButtonLink>
          <button
            type="button"
            className="group inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label={headerBehaviour.openMenuLabel}
          >
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden />
          </button>
        </div>
      </Container>
      <nav
        id="mobile-menu"
        hidden
        aria-label={siteCopy.nav.mainLabel}
        className="border-t border-slate-100 md:hidden"
      >
        <Container className="flex flex-col gap-1 py-4">
          {navLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={(state) => `${linkClass(state)} block py-3 text-base`}
            >
              {link.label}
            </NavLink>
          ))}
        </Container>
      </nav>
    </header>
  );
}
