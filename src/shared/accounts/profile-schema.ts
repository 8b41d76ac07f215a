import { z } from "~/shared/validation/zod";
import { billingTypes } from "./billing-info";
import { provinceWithCapital, spanishPostcodePattern } from "../addresses/provinces";
import { normalizeTaxId } from "./tax-id";
import { MAX_PASSWORD_LENGTH, passwordSchema } from "./password-policy";
import { accountsCopy } from "../copy/accounts";
import { addressCopy } from "../copy/addresses";
import { profileCopy as copy } from "../copy/profile";
import { fullNameSchema } from "./schema";
import { alwaysCheck, checkSpanishTaxId, postcodeElsewhere } from "../addresses/schema";
import { singleLine } from "../validation/text";

const required = accountsCopy.required;
const text = (max = 120) => singleLine().max(max, accountsCopy.tooLong(max));
const requiredText = (max = 120) => text(max).min(1, required);

/** Only the full name is editable: e-mail, role and access are not the user's to set. */
export const updateProfileSchema = z.strictObject({ fullName: fullNameSchema });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, required)
      .max(MAX_PASSWORD_LENGTH, accountsCopy.tooLong(MAX_PASSWORD_LENGTH)),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, required),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: copy.password.mismatch,
  });

const foreignPostcode = /^[0-9A-Za-z -]{3,10}$/;
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
    email: singleLine().pipe(
      z.email({
        error: (issue) => (issue.input ? accountsCopy.invalidEmail : copy.billing.emailRequired),
      }),
    ),
    // No invoice needs a phone (RD 1619/2012 art. 6): it may be left empty.
    phone: singleLine().refine((phone) => phone === "" || /^\+?[0-9 ()-]{6,20}$/.test(phone), {
      message: copy.billing.invalidPhone,
    }),
    taxId: requiredText(20).transform(normalizeTaxId),
    address: requiredText(200),
    city: requiredText(),
    // Its format depends on the country: checked below.
    postalCode: singleLine().min(1, addressCopy.postcodeRequired),
    country: requiredText(),
  })
  .superRefine((info, ctx) => {
    if (info.type !== "personal" && !info.surname) {
      ctx.addIssue({ code: "custom", path: ["surname"], message: required });
    }
    if (info.type === "company" && !info.companyName) {
      ctx.addIssue({ code: "custom", path: ["companyName"], message: required });
    }
    const postalCode = typeof info.postalCode === "string" ? info.postalCode : "";
    const inSpain = typeof info.country === "string" && isSpain(info.country);
    if (postalCode && !(inSpain ? spanishPostcodePattern : foreignPostcode).test(postalCode)) {
      ctx.addIssue({
        code: "custom",
        path: ["postalCode"],
        message: inSpain ? addressCopy.invalidSpanishPostcode : copy.billing.invalidPostalCode,
      });
    }
    if (!inSpain) return;
    // A Spanish NIF/CIF has a check character (the establishments' check); a foreign VAT
    // number has its own rules, so it stays as typed.
    if (typeof info.taxId === "string" && info.taxId) checkSpanishTaxId(info.taxId, ctx, "taxId");
    // There is no province to compare with, but a provincial capital names one (Madrid).
    const city = typeof info.city === "string" ? info.city : "";
    const capitalOf = provinceWithCapital(city);
    if (capitalOf)
      postcodeElsewhere(ctx, "postalCode", postalCode, city, (province) => province === capitalOf);
  }, alwaysCheck)
  .transform((info) => ({
    ...info,
    surname: info.type === "personal" ? "" : info.surname,
    companyName: info.type === "company" ? info.companyName : "",
  }));
