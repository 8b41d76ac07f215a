import { expect, it } from "vitest";
import { invoicesCopy } from "~/shared/copy/invoices";
import { invoiceDate } from "~/shared/invoices/invoice-amounts";
import { companyBillingDetails } from "../../testing/billing-details";
import { httpClient, signedInUser } from "../../testing/http-client";
import { pdfText } from "../../testing/read-pdf";
import { describeEachDatabase } from "../../testing/test-app";

const copy = invoicesCopy.pdf;
const GOOD_CARD = "4242 4242 4242 4242";
const BILLING_EMAIL = "contabilidad@barsol.example.es";

/** The text right after a label, up to the next of `until` (or the end). */
function after(text: string, label: string, until: string[]): string {
  const start = text.indexOf(`${label} `);
  expect(start, `"${label}" is printed`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(start + label.length + 1);
  const ends = until.map((next) => rest.indexOf(` ${next}`)).filter((index) => index >= 0);
  return rest.slice(0, ends.length > 0 ? Math.min(...ends) : undefined).trim();
}

describeEachDatabase("an invoice's PDF against RD 1619/2012 art. 6", (context) => {
  const client = httpClient(context);

  it("prints every field art. 6.1 asks for, and is mailed to the billing e-mail", async () => {
    const user = await signedInUser(context, { fullName: "Ana García" });
    const details = { ...companyBillingDetails, email: BILLING_EMAIL, phone: "" };
    expect((await client.put("/api/me/billing", details, { cookie: user.cookie })).status).toBe(
      200,
    );
    const opened = await client.post(
      "/api/billing/checkout",
      { planId: "basic", interval: "month", trial: false, quantity: 3 },
      { cookie: user.cookie },
    );
    const { url } = (await opened.json()) as { url: string };
    const paid = await client.post(
      `/api/billing/checkout/${url.slice(url.lastIndexOf("/") + 1)}/pay`,
      { cardNumber: GOOD_CARD },
      { cookie: user.cookie },
    );
    expect(paid.status).toBe(200);
    const [listed] = (await (await client.get("/api/invoices", { cookie: user.cookie })).json())
      .invoices;
    const pdf = await client.get(`/api/invoices/${listed.id}/pdf`, { cookie: user.cookie });
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    const today = invoiceDate(new Date());
    const { env } = context().infra;

    // a) Number and series: the series (F and the year) and its number without gaps.
    expect(after(text, copy.number, [copy.issuedOn])).toMatch(/^F\d{4}-\d{6}$/);
    expect(after(text, copy.number, [copy.issuedOn])).toBe(listed.number);
    // b) Date of issue.
    expect(after(text, copy.issuedOn, [copy.period])).toBe(today);
    // i) The operation's dates, when other than the issue's: the period the payment covers.
    expect(after(text, copy.period, [invoicesCopy.pdf.provider.toUpperCase()])).toMatch(
      new RegExp(`^Del ${today} al \\d\\d/\\d\\d/\\d{4}$`),
    );
    // c, d, e) The issuer's name, NIF and address; then the recipient's.
    const issuer = text.slice(text.indexOf(copy.provider.toUpperCase()));
    expect(after(issuer, copy.legalName, [copy.taxId])).toBe(env.publicConfig.legalName);
    expect(after(issuer, copy.taxId, [copy.address])).toBe(env.LEGAL_TAX_ID);
    expect(after(issuer, copy.address, [copy.customer.toUpperCase()])).toBe(env.LEGAL_ADDRESS);
    const recipient = text.slice(text.indexOf(copy.customer.toUpperCase()));
    expect(after(recipient, copy.legalName, [copy.taxId])).toBe("Bar Sol");
    expect(after(recipient, copy.taxId, [copy.address])).toBe("B12345674");
    expect(after(recipient, copy.address, [copy.concept])).toBe(
      "Calle Mayor 1, 28001 Madrid (España)",
    );
    // f) The description with what sets the base: quantity and unit price without tax. The
    // plan goes by the name of its card ("Mensual"), as every page calls it.
    const line = after(recipient, `${copy.concept} ${copy.quantity} ${copy.unitPrice}`, [
      copy.base,
    ]);
    expect(line).toBe(`${copy.lineAmount} ${listed.concept} 3 8,00 € 24,00 €`);
    expect(listed.concept).toMatch(/^Suscripción Mensual, del .+ · 3 zonas$/);
    expect(text).not.toContain("Completo");
    // g, h) The tax base, the IVA rate and its amount; and the total.
    expect(after(text, copy.base, [copy.iva(21)])).toBe("24,00 €");
    expect(after(text, copy.iva(21), [copy.total])).toBe("5,04 €");
    expect(after(text, copy.total, [copy.qrHeading.toUpperCase()])).toBe("29,04 €");

    // Mailed to the billing details' "Email de facturación", not the login address.
    const mail = context().mailbox.latestTo(BILLING_EMAIL);
    expect(mail.subject).toBe(`Factura ${listed.number}`);
    const toLogin = context().mailbox.to(user.email);
    expect(toLogin.filter(({ subject }) => subject.startsWith("Factura"))).toEqual([]);
  });
});
