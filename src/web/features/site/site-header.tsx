import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { siteCopy } from "~/shared/copy/site";
import { paths } from "~/shared/paths";
import { BrandLogo } from "~/web/components/ui/brand-logo";
import { ButtonLink } from "~/web/components/ui/button-link";
import { Container } from "~/web/components/ui/container";
import { useScrolledPast } from "~/web/lib/use-scrolled-past";
import { navLinks } from "./nav-links";

/** Product §9: the header turns white with a shadow once scrolled more than 10 px. */
const SCROLL_THRESHOLD_PX = 10;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"
  }`;

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const location = useLocation();
  // The menu belongs to the navigation it was opened on: any route change closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === location.key;
  const closeMenu = () => setOpenedOn(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenedOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200 ${
        solid ? "bg-white shadow-md" : "bg-transparent"
      }`}
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
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? siteCopy.nav.closeMenu : siteCopy.nav.openMenu}
            onClick={() => setOpenedOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden />
            ) : (
              <Menu className="size-6" aria-hidden />
            )}
          </button>
        </div>
      </Container>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={siteCopy.nav.mainLabel}
          className="border-t border-slate-100 md:hidden"
        >
          <Container className="flex flex-col gap-1 py-4">
            {navLinks.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end
                onClick={closeMenu}
                className={(state) => `${linkClass(state)} block py-3 text-base`}
              >
                {link.label}
              </NavLink>
            ))}
          </Container>
        </nav>
      )}
    </header>
  );
}
