import { ApiError } from "~/web/lib/api-client";

/**
 * A zone beyond those the subscription pays for (decision 027) — a zone, or a new
 * establishment's Principal zone: the owner may pay for one more.
 */
export const isZonesNotPaid = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === "ZONES_NOT_PAID";
