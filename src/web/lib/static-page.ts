import { createContext, useContext } from "react";
import { useMatches } from "react-router";

/**
 * The `handle` of routes whose prerendered HTML reaches the browser without React: no
 * React Router, no hydration, only the site's small inline script
 * (docs/decisions/012-public-pages-without-hydration.md). Where the browser renders the
 * same routes itself (a link from inside the app), they work through React as usual.
 */
export const staticPageHandle = { staticPage: true } as const;

/**
 * Set only by the build's prerender (entry.server.tsx): whether it is rendering the SPA
 * shell. React Router renders the shell at "/", where the home page's routes match as
 * well, so the matches alone cannot tell the shell from the home page.
 */
export const PrerenderContext = createContext<{ spaShell: boolean } | null>(null);

const isStaticPageHandle = (handle: unknown) =>
  typeof handle === "object" && handle !== null && "staticPage" in handle;

/** True while the build prerenders a static page: the SPA's scripts stay out of it. */
export function useStaticPage(): boolean {
  const prerender = useContext(PrerenderContext);
  const matches = useMatches();
  return (
    prerender !== null &&
    !prerender.spaShell &&
    matches.some((match) => isStaticPageHandle(match.handle))
  );
}
