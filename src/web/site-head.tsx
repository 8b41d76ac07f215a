import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import siteCss from "./site.css?inline";

// Only the prerender writes a public page's <head>: the browser's bundles leave it out.
const styles = import.meta.env.SSR ? siteCss : "";

/**
 * What a public page has in its <head> instead of the app's stylesheet (decision 012): its
 * own stylesheet inline, so no request holds up the first paint.
 */
export function SiteHead() {
  return <style dangerouslySetInnerHTML={{ __html: styles }} />;
}

/**
 * The one font file Spanish text needs (Inter's latin range), fetched from the start
 * rather than once the text is laid out, on every page. The font never blocks the paint
 * (font-display: swap); arriving early, it is there for the first paint, so the text does
 * not change width when it swaps in — nor when the app's page replaces its skeleton's
 * heading, which would count as a later, larger paint.
 */
export function FontPreload() {
  return (
    <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
  );
}
