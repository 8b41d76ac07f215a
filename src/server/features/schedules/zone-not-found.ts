import { schedulesCopy } from "~/shared/copy/schedules";
import type { ZoneNotFound } from "../../domain/zones/zone-of-account";

/** What a programme of no zone of the account's answers. */
export const scheduleZoneNotFound: ZoneNotFound = {
  ofZone: schedulesCopy.errors.zoneNotFound,
  ofEstablishment: schedulesCopy.errors.establishmentNotFound,
};
