import { Hono } from "hono";
import { every } from "hono/combine";
import { schedulesCopy } from "~/shared/copy/schedules";
import { userTopic } from "~/shared/events/topics";
import { scheduleInputSchema, scheduleOverrideSchema } from "~/shared/schedules/schema";
import { requireAccess, requireUser, type AuthEnv } from "../../auth/guards";
import type { TeamAccount } from "~/shared/accounts/team";
import type { AppDeps } from "../../deps";
import { limitBody } from "../../http/body-limit";
import { idParam, validate } from "../../http/validate";
import { forZoneAndEstablishment } from "../../http/zone-or-establishment";
import { clearScheduleOverride } from "./clear-schedule-override";
import { deleteSchedule } from "./delete-schedule";
import { readSchedule } from "./read-schedule";
import { saveSchedule } from "./save-schedule";
import type { ZoneTarget } from "../../domain/zones/zone-of-account";
import type { ProgrammeChange } from "./schedule-zone";
import { setScheduleOverride } from "./set-schedule-override";

/**
 * The largest programme the form can make — 60 slots in the week and in each of 30 special
 * dates, every name 60 three-byte characters — is about 0.8 MB of JSON.
 */
export const MAX_SCHEDULE_BYTES = 1024 * 1024;

/**
 * A zone's "Programación" (decisions 020 and 023): /api/zones/:id/schedule and its manual
 * override. Only for the owner; read without access (like the establishments, to see what
 * was set once a subscription has ended), changed with it. Every change is published on
 * the owner's topic, so their other devices — the player above all — fetch it again.
 *
 * The same routes under /api/establishments/:id answer for the establishment's Principal
 * zone: the schedule page and players from before zones use them.
 */
export function schedulesRoutes(deps: AppDeps) {
  return forZoneAndEstablishment((targetOf) => scheduleRoutes(deps, targetOf));
}

function scheduleRoutes(deps: AppDeps, targetOf: (id: string) => ZoneTarget) {
  const { db } = deps.database;
  const signedInWithAccess = every(requireUser(deps.sessions), requireAccess(deps.access));
  /** A change of the zone's programme for its owner, then told to their other devices. */
  const change = async <T>(
    account: TeamAccount,
    id: string,
    run: (zone: ProgrammeChange) => Promise<T>,
  ): Promise<T> => {
    const userId = account.ownerId;
    const done = await run({ db, userId, teamRole: account.teamRole, target: targetOf(id) });
    await deps.events.publish({ topic: userTopic(userId) });
    return done;
  };
  return new Hono<AuthEnv>()
    .get("/:id/schedule", requireUser(deps.sessions), validate("param", idParam), async (c) =>
      c.json({
        schedule: await readSchedule({
          db,
          userId: c.var.account.ownerId,
          target: targetOf(c.req.valid("param").id),
          read: c.var.zoneRead,
        }),
      }),
    )
    .put(
      "/:id/schedule",
      limitBody(MAX_SCHEDULE_BYTES, schedulesCopy.errors.scheduleTooLarge),
      signedInWithAccess,
      validate("param", idParam),
      validate("json", scheduleInputSchema),
      async (c) => {
        const schedule = await change(c.var.account, c.req.valid("param").id, (zone) =>
          saveSchedule({ ...zone, programme: c.req.valid("json") }),
        );
        return c.json({ schedule });
      },
    )
    .delete("/:id/schedule", signedInWithAccess, validate("param", idParam), async (c) => {
      await change(c.var.account, c.req.valid("param").id, deleteSchedule);
      return c.body(null, 204);
    })
    .put(
      "/:id/schedule/override",
      signedInWithAccess,
      validate("param", idParam),
      validate("json", scheduleOverrideSchema),
      async (c) => {
        const schedule = await change(c.var.account, c.req.valid("param").id, (zone) =>
          setScheduleOverride({ ...zone, override: c.req.valid("json") }),
        );
        return c.json({ schedule });
      },
    )
    .delete("/:id/schedule/override", signedInWithAccess, validate("param", idParam), async (c) => {
      const schedule = await change(c.var.account, c.req.valid("param").id, clearScheduleOverride);
      return c.json({ schedule });
    });
}
