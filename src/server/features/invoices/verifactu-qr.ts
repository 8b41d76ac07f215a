import { invoiceDate } from "~/shared/invoices/invoice-amounts";

/**
 * The agency's checking service the invoice's QR points to (Orden HAC/1177/2024, art. 20
 * and its technical annex: the production host; the agency's test host is "prewww2").
 */
const VALIDATION_URL = "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR";

/**
 * The QR's text: the issuer's NIF, the series and number, the date of issue (dd-mm-aaaa)
 * and the total with a decimal point, as the VERI*FACTU specification lists them.
 */
export function verifactuQrUrl(options: {
  issuerTaxId: string;
  number: string;
  issuedAt: Date;
  totalCents: number;
}): string {
  const url = new URL(VALIDATION_URL);
  url.searchParams.set("nif", options.issuerTaxId);
  url.searchParams.set("numserie", options.number);
  url.searchParams.set("fecha", invoiceDate(options.issuedAt).replaceAll("/", "-"));
  url.searchParams.set("importe", (options.totalCents / 100).toFixed(2));
  return url.toString();
}
