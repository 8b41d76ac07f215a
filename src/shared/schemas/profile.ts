import { z } from "zod";
import { billingTypes } from "../accounts/billing-info";
import { isValidSpanishTaxId, normalizeTaxId } from "../accounts/tax-id";
import { MAX_PASSWORD_LENGTH, passwordSchema } from "../accounts/password-policy";
import { accountsCopy } from "../copy/accounts";
import { profileCopy as copy } from "../copy/profile";
import { fullNameSchema } from "./accounts";
import { singleLine } from "./text";

const required = accountsCopy.required;
const text = (max = 120) => singleLine().max(max, accountsCopy.tooLong);
const requiredText = (max = 120) => text(max).min(1, required);

/** Only the full name is editable: e-mail, role and access are not the user's to set. */
export const updateProfileSchema = z.strictObject({ fullName: fullNameSchema });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, required).max(MAX_PASSWORD_LENGTH, accountsCopy.tooLong),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, required),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: copy.password.mismatch,
  });

const isSpain = (country: string) => /^(españa|espana|spain|es)$/i.test(country.trim());

/**
 * Product §5: names and surname for Autónomo and Empresa, the company name for Empresa
 * only; the other fields for every type.
 */
export const billingInfoSchema = z
  .object({
    type: z.enum(billingTypes),
    fullName: requiredText(),
    surname: text(),
    companyName: text(200),
    email: singleLine().pipe(z.email(accountsCopy.invalidEmail)),
    phone: singleLine().regex(/^\+?[0-9 ()-]{6,20}$/, copy.billing.invalidPhone),
    taxId: requiredText(20).transform(normalizeTaxId),
    address: requiredText(200),
    city: requiredText(),
    postalCode: singleLine().regex(/^[0-9A-Za-z -]{3,10}$/, copy.billing.invalidPostalCode),
    country: requiredText(),
  })
  .superRefine((info, ctx) => {
    if (info.type !== "personal" && !info.surname) {
      ctx.addIssue({ code: "custom", path: ["surname"], message: required });
    }
    if (info.type === "company" && !info.companyName) {
      ctx.addIssue({ code: "custom", path: ["companyName"], message: required });
    }
    // A Spanish NIF/CIF has a check character (the establishments' check); a foreign VAT
    // number has its own rules, so it stays as typed.
    if (isSpain(info.country) && info.taxId && !isValidSpanishTaxId(info.taxId)) {
      ctx.addIssue({ code: "custom", path: ["taxId"], message: copy.billing.invalidTaxId });
    }
  })
  .transform((info) => ({
    ...info,
    surname: info.type === "personal" ? "" : info.surname,
    companyName: info.type === "company" ? info.companyName : "",
  }));
