import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import type { InvoiceFacts } from "../../domain/invoices/tables";

/**
 * The customer as the invoice names them, from the billing details the profile keeps: the
 * company for "Empresa", the person otherwise. Without details yet, the account's name and
 * no tax id (a "factura simplificada"'s minimum).
 */
export async function invoiceCustomer(
  db: Database,
  userId: string,
): Promise<InvoiceFacts["customer"]> {
  const [row] = await db
    .select({ name: user.name, billing: user.billingInfo })
    .from(user)
    .where(eq(user.id, userId));
  const billing = row?.billing;
  if (!billing) return { name: row?.name ?? "", taxId: "", address: "" };
  const person = [billing.fullName, billing.surname].filter(Boolean).join(" ");
  return {
    name: billing.type === "company" && billing.companyName ? billing.companyName : person,
    taxId: billing.taxId,
    address: `${billing.address}, ${billing.postalCode} ${billing.city} (${billing.country})`,
  };
}
