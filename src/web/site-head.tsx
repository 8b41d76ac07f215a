import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import siteCss from "./site.css?inline";

// Only the prerender writes a public page's <head>: the browser's bundles leave it out.
const styles = import.meta.env.SSR ? siteCss : "";

/**
 * What a public page has in its <head> instead of the app's stylesheet (decision 012): its
 * own stylesheet inline, so no request holds up the first paint, and the one font file
 * Spanish text needs (Inter's latin range) fetched from the start rather than once the
 * text is laid out. The font still never blocks the paint (font-display: swap); arriving
 * early, it is there before the first paint and the text does not jump when it swaps in.
 */
export function SiteHead() {
  return (
    <>
      <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
      <style dangerouslySetInnerHTML={{ __html: styles }} />
    </>
  );
}
