import { z } from "~/shared/validation/zod";

/**
 * Why a seal was written: the chain opened (its first play; seq 0, the genesis hash), the
 * daily job, a certificate being issued — these three record where the head stood — or
 * retention moving the chain's anchor (the seq and hash it now starts from; decision 033).
 */
export type SealReasonName = "opened" | "daily" | "certificate" | "retention";

/** One seal as the owner sees it in the history page. */
export interface PlayLogSealSummary {
  id: string;
  seq: number;
  hash: string;
  reason: SealReasonName;
  sealedAt: string;
  /** Whether a time-stamp authority's token can be downloaded for it. */
  timeStamped: boolean;
}

export interface PlayLogSealPage {
  seals: PlayLogSealSummary[];
  page: number;
  pages: number;
  total: number;
}

export const SEALS_PAGE_SIZE = 20;

export const sealListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** What the public checks say of the establishment's play log. */
export type PlayLogIntegrity = "intact" | "altered";
