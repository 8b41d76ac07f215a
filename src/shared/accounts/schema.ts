import { z } from "~/shared/validation/zod";
import { MAX_PASSWORD_LENGTH, passwordSchema } from "./password-policy";
import { accountsCopy as copy } from "../copy/accounts";
import { campaignsConsentField } from "../campaigns/schema";
import { singleLine } from "../validation/text";

export const emailSchema = singleLine()
  .min(1, copy.required)
  .max(254, copy.tooLong(254))
  .pipe(z.email(copy.invalidEmail))
  .transform((value) => value.toLowerCase());

export const fullNameSchema = singleLine().min(1, copy.required).max(120, copy.tooLong(120));

/** A profile picture, if an API client sends one: a web address, never `javascript:` or `data:`. */
export const profileImageSchema = z.httpUrl().max(2048);

export const registerSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, copy.required),
    /** Optional, and unticked until the person ticks it (LSSI art. 21: prior consent). */
    campaignsConsent: campaignsConsentField,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: copy.register.errors.mismatch,
  });

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, copy.required)
    .max(MAX_PASSWORD_LENGTH, copy.tooLong(MAX_PASSWORD_LENGTH)),
});
export type LoginInput = z.input<typeof loginSchema>;

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, copy.required) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: copy.register.errors.mismatch,
  });
