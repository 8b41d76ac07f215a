import type { CertificateFacts } from "../../domain/certificates/tables";
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
    provider: {
      legalName: env.publicConfig.legalName,
      taxId: env.LEGAL_TAX_ID,
      address: env.LEGAL_ADDRESS,
    },
    licenceStatement: env.LICENCE_STATEMENT,
  };
}
