import type { PublicConfig } from "~/shared/config/public-config";

declare global {
  /** Replaced at build time (vite `define`, see src/shared/config/web-defines.ts). */
  const __PUBLIC_CONFIG__: PublicConfig;
  const __BUILD_YEAR__: number;
}
