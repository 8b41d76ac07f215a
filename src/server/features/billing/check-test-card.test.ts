import { describe, expect, it } from "vitest";
import { AppError } from "../../domain/app-error";
import { checkTestCard } from "./check-test-card";

const issueOf = (cardNumber: string) => {
  try {
    checkTestCard(cardNumber);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.issues?.[0]?.message;
  }
};

describe("checkTestCard", () => {
  it("approves Luhn-valid numbers of 13 to 19 digits, spaces allowed", () => {
    for (const number of [
      "4242 4242 4242 4242",
      "4242424242424242",
      "5555555555554444",
      "378282246310005",
      "4222222222222",
    ])
      expect(issueOf(number)).toBeNull();
  });

  it("declines Stripe's declined test card", () => {
    expect(issueOf("4000 0000 0000 0002")).toBe("declined");
  });

  it("refuses numbers that fail Luhn, are too short or too long, or are not digits", () => {
    for (const number of [
      "4242 4242 4242 4241",
      "424242424242",
      "42424242424242424242",
      "4242-4242-4242-4242",
      "abcd",
      "",
    ])
      expect(issueOf(number)).toBe("invalid");
  });
});
