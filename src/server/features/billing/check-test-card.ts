import { AppError } from "../../domain/app-error";

/** Stripe's test number for a declined card; every other valid number is approved. */
export const DECLINED_TEST_CARD = "4000000000000002";

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The built-in test checkout's card rule: 13–19 digits (spaces allowed) passing the Luhn
 * check, like Stripe's test numbers (4242 4242 4242 4242); 4000 0000 0000 0002 is declined.
 */
export function checkTestCard(cardNumber: string): void {
  const digits = cardNumber.replace(/\s+/g, "");
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits))
    throw new AppError("BAD_REQUEST", "The card number is not valid.", {
      issues: [{ path: "cardNumber", message: "invalid" }],
    });
  if (digits === DECLINED_TEST_CARD)
    throw new AppError("BAD_REQUEST", "Your card was declined.", {
      issues: [{ path: "cardNumber", message: "declined" }],
    });
}
