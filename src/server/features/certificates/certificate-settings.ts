import type { CertificateFacts } from "../../domain/certificates/tables";
import { serviceProvider } from "../../domain/service-provider";
import type { Env } from "../../env";

/** What every certificate takes from the configuration: who issues it, and on what basis. */
export interface CertificateSettings {
  brandName: string;
  appUrl: string;
  provider: CertificateFacts["provider"];
  licenceStatement: string;
}

export function certificateSettings(env: Env): CertificateSettings {
  return {
    brandName: env.publicConfig.brandName,
    appUrl: env.APP_URL,
    provider: serviceProvider(env),
    licenceStatement: env.LICENCE_STATEMENT,
  };
}
