import { useEffect } from "react";
import { useLocation } from "react-router";
import { inlineCall } from "~/web/lib/inline-call";
import { fillTodayTexts, todayTextOptions } from "~/web/lib/today-text";
import { fillZonesTotals, zonesTotalOptions } from "~/web/lib/zones-total";
import { enhanceSiteHeader } from "./header-behaviour";
import { headerBehaviour } from "./site-header";

/**
 * Everything a public page does in the browser, as one inline script at the end of the
 * prerendered HTML: no bundle to fetch, nothing to hydrate (decision 012). The server's
 * per-page CSP allows it by its hash.
 */
const source = [
  inlineCall(fillTodayTexts, todayTextOptions),
  inlineCall(enhanceSiteHeader, headerBehaviour),
  inlineCall(fillZonesTotals, zonesTotalOptions),
  // Lets tests (and other scripts) know the page's behaviour is wired up.
  `document.documentElement.dataset.enhanced="true";`,
].join("\n");

export function SiteScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}

/**
 * The same behaviour where the browser renders the site's frame with React (the 404
 * page, or a public page reached by a link from inside the app): React never runs an
 * inline script it renders. Set up again on every navigation, which closes the menu.
 */
export function useSiteBehaviour() {
  const { key } = useLocation();
  useEffect(() => {
    fillTodayTexts(todayTextOptions);
    return enhanceSiteHeader(headerBehaviour);
  }, [key]);
}
