import type { PublicConfig } from "~/shared/config/public-config";

/** The business identity the web build was made with (brand, contacts, social links). */
export const publicConfig: PublicConfig = __PUBLIC_CONFIG__;
export const buildYear: number = __BUILD_YEAR__;
