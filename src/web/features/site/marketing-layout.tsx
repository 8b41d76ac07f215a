import type { ReactNode } from "react";
import { siteCopy } from "~/shared/copy/site";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, page and footer of every public page. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {siteCopy.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
