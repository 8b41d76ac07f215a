import { playLogCopy } from "~/shared/copy/play-log";
import { CLOCK_SLACK_MS } from "./check-plays";

const errors = playLogCopy.waits.errors;

/**
 * Why a wait's start cannot be taken, or null: it must not be ahead of the server's clock
 * (but for the answer's travel, as plays) nor before the establishment existed.
 */
export function startFault(options: {
  startedAt: Date;
  establishmentCreatedAt: Date;
  now: Date;
}): string | null {
  if (options.startedAt.getTime() > options.now.getTime() + CLOCK_SLACK_MS)
    return errors.startInFuture;
  if (options.startedAt < options.establishmentCreatedAt) return errors.beforeEstablishment;
  return null;
}

/** Why a wait's end cannot be taken, or null: not before its start, not ahead of the server. */
export function endFault(options: { startedAt: Date; endedAt: Date; now: Date }): string | null {
  if (options.endedAt < options.startedAt) return errors.endsBeforeStart;
  if (options.endedAt.getTime() > options.now.getTime() + CLOCK_SLACK_MS) return errors.endInFuture;
  return null;
}
