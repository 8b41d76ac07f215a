import type { ReactNode } from "react";
import { SkipLink } from "~/web/components/ui/skip-link";
import { useStaticPage } from "~/web/lib/static-page";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SiteScript, useSiteBehaviour } from "./site-script";

/** Header, page and footer of every public page, and the script that makes them work. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const staticPage = useStaticPage();
  useSiteBehaviour();
  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
      {staticPage && <SiteScript />}
    </>
  );
}
