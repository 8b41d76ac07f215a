import { describe, expect, it } from "vitest";
import { z } from "~/shared/validation/zod";
import { createGenreSchema } from "~/shared/catalog/schema";
import { adminUpdateUserSchema } from "~/shared/users/schema";
import { maxLengthOf } from "./schema-limits";

describe("maxLengthOf", () => {
  it("reads the limit of a string schema", () => {
    expect(maxLengthOf(createGenreSchema.shape.name)).toBe(60);
    expect(maxLengthOf(z.string().trim())).toBeUndefined();
  });

  it("reads it through a transform", () => {
    expect(maxLengthOf(adminUpdateUserSchema.shape.phone)).toBe(30);
  });
});
