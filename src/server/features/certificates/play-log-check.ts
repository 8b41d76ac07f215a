import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import type { PlayLogIntegrity } from "~/shared/play-log/seals-schema";
import { AppError } from "../../domain/app-error";

/**
 * Whether an establishment's play log still matches its seals, around a moment or at its
 * end (the play-log feature's bounded check, handed in by app.ts).
 */
export type CheckPlayLog = (query: {
  establishmentId: string;
  /** One zone's chain; without it, every zone of the establishment (decision 023). */
  zoneId?: string;
  at?: Date;
}) => Promise<PlayLogIntegrity>;

/** "¿Qué sonaba?" answers from the log only while the log holds (decision 016). */
export async function refuseIfLogAltered(
  check: CheckPlayLog,
  query: { establishmentId: string; zoneId?: string; at: Date },
): Promise<void> {
  if ((await check(query)) === "altered")
    throw new AppError("CONFLICT", playLogSealsCopy.verification.whatPlayedRefused);
}
