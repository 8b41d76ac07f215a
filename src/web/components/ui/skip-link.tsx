import { appFrameCopy } from "~/shared/copy/app-frame";

/** The first stop of the Tab key: straight to the page's content (#main), past the menu. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {appFrameCopy.skipToContent}
    </a>
  );
}
