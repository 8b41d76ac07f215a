import type { MissingRight } from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";

/** A song's state in the admin's table: published or not, and why not, in words. */
export function rightsStatusText(status: {
  published: boolean;
  withdrawnReason: "licence_ended" | "by_admin" | null;
  missing: MissingRight[];
}): { label: string; tone: "ok" | "warning"; missing: string | null } {
  const missing = status.missing.length
    ? songRightsCopy.missingSummary(status.missing.map((item) => songRightsCopy.missing[item]))
    : null;
  if (status.published)
    return status.missing.includes("rights")
      ? { label: songRightsCopy.status.legacy, tone: "warning", missing }
      : { label: songRightsCopy.status.published, tone: missing ? "warning" : "ok", missing };
  const label = status.withdrawnReason
    ? songRightsCopy.status[status.withdrawnReason]
    : songRightsCopy.status.draft;
  return { label, tone: "warning", missing };
}
