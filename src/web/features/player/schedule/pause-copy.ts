import type { ZonePauseState } from "~/shared/seasonal-pauses/schema";
import { deviceCopy } from "../device-copy";

/**
 * The device's copy of its zone's seasonal pause (decision 044), kept beside the
 * schedule's: a player restarted during an outage in the middle of a pause stays silent.
 */
const kept = deviceCopy<ZonePauseState>("sonaria.pause", "zoneId", "pause");

export const readPauseCopy = (zoneId: string) => kept.read(zoneId);
export const keepPauseCopy = (zoneId: string, pause: ZonePauseState) => kept.keep(zoneId, pause);
export const forgetPauseCopy = () => kept.forget();
