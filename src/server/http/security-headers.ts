import type { MiddlewareHandler } from "hono";

/**
 * The policy every response carries. Pages add the hashes of their own inline
 * scripts (see html-documents.ts), so no inline script runs unless we shipped it.
 * `storageOrigins` serve the audio: the player plays it (media-src), and the offline
 * reserve, and the service worker passing audio on, fetch it (connect-src, which a
 * redirect to a presigned URL is checked against too).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  storageOrigins: readonly string[] = [],
): string {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    // React sets style attributes (progress bars, transforms); no style can run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    ["media-src 'self' blob:", ...storageOrigins].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...storageOrigins].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Where audio may come from besides this site: the object store's presigned URLs. */
export function storageOriginsOf(env: {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
}): string[] {
  if (!env.S3_BUCKET) return [];
  if (env.S3_ENDPOINT) return [new URL(env.S3_ENDPOINT).origin];
  const region = env.S3_REGION ?? "us-east-1";
  return [
    `https://${env.S3_BUCKET}.s3.${region}.amazonaws.com`,
    `https://s3.${region}.amazonaws.com`,
  ];
}

export function securityHeaders(options: {
  https: boolean;
  storageOrigins?: readonly string[];
}): MiddlewareHandler {
  const defaultPolicy = contentSecurityPolicy([], options.storageOrigins);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const setDefault = (name: string, value: string) => {
      if (!headers.has(name)) headers.set(name, value);
    };
    setDefault("Content-Security-Policy", defaultPolicy);
    setDefault("X-Content-Type-Options", "nosniff");
    setDefault("Referrer-Policy", "strict-origin-when-cross-origin");
    setDefault("X-Frame-Options", "DENY");
    setDefault("Cross-Origin-Opener-Policy", "same-origin");
    // The microphone for this site's own pages only: "Mensajes" records announcements.
    setDefault("Permissions-Policy", "camera=(), microphone=(self), geolocation=(), payment=()");
    if (options.https) {
      setDefault("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
