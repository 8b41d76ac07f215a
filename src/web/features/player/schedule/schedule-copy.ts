import type { Schedule } from "~/shared/schedules/schema";
import { deviceCopy } from "../device-copy";

/**
 * The device's copy of the schedule it follows, so that a player opened without a
 * connection (a restart during an outage) still knows what to play. One establishment's
 * at a time: the one this browser plays for.
 */
const kept = deviceCopy<Schedule>("sonaria.schedule", "establishmentId", "schedule");

export const readScheduleCopy = (establishmentId: string) => kept.read(establishmentId);
export const keepScheduleCopy = (establishmentId: string, schedule: Schedule | null) =>
  kept.keep(establishmentId, schedule);
export const forgetScheduleCopy = () => kept.forget();
