import { appFrameCopy } from "~/shared/copy/app-frame";
import { publicConfig } from "./public-config";

/** Title and description tags of a page, in the one format every page uses. */
export function pageMeta(page: string, description: string) {
  return [
    { title: appFrameCopy.title(page, publicConfig.brandName) },
    { name: "description", content: description },
    { property: "og:title", content: appFrameCopy.title(page, publicConfig.brandName) },
    { property: "og:description", content: description },
  ];
}
