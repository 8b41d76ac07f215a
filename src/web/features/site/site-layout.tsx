import type { ReactNode } from "react";
import { SkipLink } from "~/web/components/ui/skip-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, page and footer of every public page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
