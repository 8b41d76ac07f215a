/** Product §2: Normal, Pequeño, Grande, Muy grande = HTML font sizes 3, 1, 5, 7, as pixels mail clients render. */
export const fontSizes = [
  { key: "normal", htmlSize: 3, px: "16px" },
  { key: "small", htmlSize: 1, px: "10px" },
  { key: "large", htmlSize: 5, px: "24px" },
  { key: "huge", htmlSize: 7, px: "48px" },
] as const;

const allowedLink = /^(https?:\/\/|mailto:)/i;

/** Links the editor accepts: http, https and mailto only. */
export function isAllowedLink(url: string): boolean {
  return allowedLink.test(url.trim());
}
