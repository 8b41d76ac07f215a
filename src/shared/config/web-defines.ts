import { publicEnvSchema, toPublicConfig } from "./public-config";

/**
 * Compile-time constants of the web build: the business identity the pages are
 * prerendered with, and the build year (the footer shows the visitor's year once hydrated).
 */
export function webDefines(env: Record<string, string | undefined>) {
  const parsed = publicEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  - ${problems.join("\n  - ")}`);
  }
  return {
    __PUBLIC_CONFIG__: JSON.stringify(toPublicConfig(parsed.data)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  };
}
