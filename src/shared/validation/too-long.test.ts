import { describe, expect, it } from "vitest";
import { barInMadrid } from "../testing/establishment-details";
import { updateProfileSchema } from "../accounts/profile-schema";
import { establishmentSchema } from "../establishments/schema";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("a text over its limit", () => {
  it("is refused naming the limit", () => {
    expect(
      messagesOf(establishmentSchema.safeParse({ ...barInMadrid, tradingName: "a".repeat(121) })),
    ).toEqual(["Como máximo 120 caracteres."]);
    expect(messagesOf(updateProfileSchema.safeParse({ fullName: "a".repeat(121) }))).toEqual([
      "Como máximo 120 caracteres.",
    ]);
  });
});
