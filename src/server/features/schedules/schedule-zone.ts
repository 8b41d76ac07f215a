import type { TeamRole } from "~/shared/accounts/team";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { Database, Transaction } from "../../domain/database";
import {
  zoneOfAccount,
  type AccountZone,
  type ZoneNotFound,
  type ZoneRead,
  type ZoneTarget,
} from "../../domain/zones/zone-of-account";

/** What a programme of no zone of the account's answers. */
const scheduleZoneNotFound: ZoneNotFound = {
  ofZone: schedulesCopy.errors.zoneNotFound,
  ofEstablishment: schedulesCopy.errors.establishmentNotFound,
};

/** The zone whose programme is read: one of the account's, or "not found". */
export function scheduleZone(
  db: Pick<Database, "select">,
  options: { userId: string; target: ZoneTarget; read?: ZoneRead | undefined },
): Promise<AccountZone> {
  return zoneOfAccount(db, {
    ownerId: options.userId,
    target: options.target,
    notFound: scheduleZoneNotFound,
    read: options.read,
  });
}

/** A change of one of the owner's zones' programmes, as of `now` (by default, the clock's). */
export interface ScheduleChange {
  db: Database;
  userId: string;
  target: ZoneTarget;
  now?: Date;
}

/** A change of the programme itself, by whom: it may reach a company programme (decision 043). */
export interface ProgrammeChange extends ScheduleChange {
  teamRole: TeamRole;
}

/**
 * Changes a zone's programme in one transaction, with the zone and its establishment held
 * in share mode: neither is archived or deleted until the change is written.
 */
export function changeSchedule<T>(
  options: ScheduleChange,
  change: (tx: Transaction, zone: AccountZone) => Promise<T>,
): Promise<T> {
  return options.db.transaction(async (tx) => {
    const zone = await zoneOfAccount(tx, {
      ownerId: options.userId,
      target: options.target,
      notFound: scheduleZoneNotFound,
      lock: "share",
    });
    return change(tx, zone);
  });
}
