import { expect, it } from "vitest";
import { createUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const secret = "a-test-secret-that-is-long-enough-0123456789";

it("gives back the user id it was made for", () => {
  const token = createUnsubscribeToken("user-Ñ-42", secret);
  expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  expect(verifyUnsubscribeToken(token, secret)).toBe("user-Ñ-42");
});

it("refuses a tampered signature or user id, another secret and malformed tokens", () => {
  const token = createUnsubscribeToken("user-1", secret);
  const [id, signature] = token.split(".") as [string, string];
  const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
  expect(verifyUnsubscribeToken(`${id}.${flipped}`, secret)).toBeNull();
  const otherId = Buffer.from("user-2").toString("base64url");
  expect(verifyUnsubscribeToken(`${otherId}.${signature}`, secret)).toBeNull();
  expect(verifyUnsubscribeToken(token, "another-secret-that-is-long-enough-01234567")).toBeNull();
  for (const malformed of [
    "",
    ".",
    id,
    `${id}.`,
    `.${signature}`,
    `${token}.x`,
    `${id}.${signature}=`,
    "a b.c",
  ])
    expect(verifyUnsubscribeToken(malformed, secret), malformed).toBeNull();
});

it("accepts only the one spelling of a signature (base64url's spare bits)", () => {
  const token = createUnsubscribeToken("user-1", "secret-de-prueba");
  const last = token.at(-1) as string;
  // The last character carries 4 bits of the signature and 2 spare ones.
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const index = alphabet.indexOf(last);
  const sameBytes = alphabet[index ^ 1] as string;
  expect(
    verifyUnsubscribeToken(`${token.slice(0, -1)}${sameBytes}`, "secret-de-prueba"),
  ).toBeNull();
});
