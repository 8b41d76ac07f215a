import { z } from "~/shared/validation/zod";
import { accountsCopy } from "../copy/accounts";

/** The registration policy (product §5), also used for password change and reset. */
export const passwordRules = [
  {
    id: "length",
    label: accountsCopy.passwordRules.length,
    test: (value: string) => value.length >= 8,
  },
  {
    id: "upper",
    label: accountsCopy.passwordRules.upper,
    test: (value: string) => /\p{Lu}/u.test(value),
  },
  {
    id: "lower",
    label: accountsCopy.passwordRules.lower,
    test: (value: string) => /\p{Ll}/u.test(value),
  },
  {
    id: "digit",
    label: accountsCopy.passwordRules.digit,
    test: (value: string) => /\d/.test(value),
  },
] as const;

export const MAX_PASSWORD_LENGTH = 128;

export function meetsPasswordPolicy(value: string): boolean {
  return value.length <= MAX_PASSWORD_LENGTH && passwordRules.every((rule) => rule.test(value));
}

export const passwordSchema = z
  .string()
  .refine(meetsPasswordPolicy, { message: accountsCopy.register.errors.weakPassword });
