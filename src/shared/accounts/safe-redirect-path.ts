/**
 * Where to go after signing in: only a path on this site, never another origin
 * ("//evil.example", "/\\evil.example", "https://…" all fall back).
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return fallback;
  try {
    const url = new URL(value, "http://sonaria.invalid");
    if (url.origin !== "http://sonaria.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
