import { z } from "zod";
import { rowIdSchema } from "~/shared/schemas/ids";
import type { InfraDeps } from "../deps";
import type { TimeStampCheck } from "../features/play-log/time-stamp-authority";
import { verifyPlayLog, type PlayLogReport } from "../features/play-log/verify-play-log";

export const verifyPlayLogArgsSchema = z.object({
  establishment: rowIdSchema.optional(),
});

/** What the operator reads: one line per broken chain, then the outcome. */
export function describePlayLogReport(report: PlayLogReport): { lines: string[]; ok: boolean } {
  const scope = `${report.establishments} establishment${report.establishments === 1 ? "" : "s"}, ${report.plays} plays`;
  if (report.breaks.length === 0) return { lines: [`${scope}, chains intact.`], ok: true };
  return {
    lines: [
      ...report.breaks.map(
        (problem) =>
          `BROKEN establishment ${problem.establishmentId} at seq ${problem.seq}: ${problem.problem}`,
      ),
      `${scope} checked; ${report.breaks.length} broken chain${report.breaks.length === 1 ? "" : "s"}.`,
    ],
    ok: false,
  };
}

/**
 * `verify-play-log [--establishment ID]`: walks the chains, holds them against their seals
 * and reports the first break of each. `checkTimeStamp`: also checks each seal's stored
 * RFC 3161 token (decision 016).
 */
export async function verifyPlayLogCommand(
  deps: Pick<InfraDeps, "database">,
  args: z.output<typeof verifyPlayLogArgsSchema>,
  progress: (line: string) => void,
  options: { checkTimeStamp?: TimeStampCheck } = {},
): Promise<{ lines: string[]; ok: boolean }> {
  progress(
    args.establishment
      ? `Verifying the play log of establishment ${args.establishment}…`
      : "Verifying the play log of every establishment…",
  );
  const report = await verifyPlayLog({
    db: deps.database.db,
    establishmentId: args.establishment,
    progress,
    checkTimeStamp: options.checkTimeStamp,
  });
  return describePlayLogReport(report);
}
