import type { InvoiceFacts } from "../../domain/invoices/tables";
import type { Env } from "../../env";

/** Who issues every invoice, from the configuration (the certificates' legal facts). */
export interface InvoiceSettings {
  brandName: string;
  provider: InvoiceFacts["provider"];
}

export function invoiceSettings(env: Env): InvoiceSettings {
  return {
    brandName: env.publicConfig.brandName,
    provider: {
      legalName: env.publicConfig.legalName,
      taxId: env.LEGAL_TAX_ID,
      address: env.LEGAL_ADDRESS,
    },
  };
}
