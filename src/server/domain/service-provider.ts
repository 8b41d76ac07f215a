import type { Env } from "../env";

/** Who provides the service, as every proof it issues names them: the configuration's. */
export const serviceProvider = (env: Env) => ({
  legalName: env.publicConfig.legalName,
  taxId: env.LEGAL_TAX_ID,
  address: env.LEGAL_ADDRESS,
});
