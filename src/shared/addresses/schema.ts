import type { z } from "~/shared/validation/zod";
import { provinceOfPostcode, type Province } from "./provinces";
import { addressCopy } from "../copy/addresses";
import { taxIdMessage } from "../copy/tax-id";
import { taxIdProblem } from "../accounts/tax-id";

/**
 * Checks across an address's fields run even when another field is wrong too, so every
 * mistake shows at once (an object at least: a body of `null` has no fields to compare);
 * they look only at the fields that are text.
 */
export const alwaysCheck = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null,
};

/** The issue for a postcode of another province than the one typed (08001 and Madrid). */
export function postcodeElsewhere(
  ctx: z.RefinementCtx,
  path: string,
  postcode: unknown,
  typed: string,
  fits: (province: Province) => boolean,
) {
  if (typeof postcode !== "string") return;
  const province = provinceOfPostcode(postcode);
  if (!province || fits(province)) return;
  ctx.addIssue({
    code: "custom",
    path: [path],
    message: addressCopy.postcodeElsewhere(postcode, province.name, typed),
  });
}

/** The issue saying what is wrong with a Spanish NIF, if anything is. */
export function checkSpanishTaxId(value: string, ctx: z.RefinementCtx, path?: string) {
  const problem = taxIdProblem(value);
  if (problem)
    ctx.addIssue({ code: "custom", message: taxIdMessage(problem), ...(path && { path: [path] }) });
}
