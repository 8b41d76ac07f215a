import { and, asc, eq, notInArray } from "drizzle-orm";
import { networkAlertsCopy } from "~/shared/copy/network-alerts";
import { alertMinutes } from "~/shared/network/alerts";
import type { AlertSettings, AlertSettingsInput } from "~/shared/network/alerts-schema";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import { alertRecipient, alertSettings } from "../../domain/network/tables";
import { teamMember } from "../../domain/team/tables";

type Person = AlertSettings["people"][number];

/** Who may hear of the owner's alerts: the owner, then the owner's managers by name. */
async function eligiblePeople(db: Pick<Database, "select">, ownerId: string): Promise<Person[]> {
  const [owner] = await db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, ownerId));
  const managers = await db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(teamMember)
    .innerJoin(user, eq(user.id, teamMember.userId))
    .where(and(eq(teamMember.ownerId, ownerId), eq(teamMember.role, "manager")))
    .orderBy(asc(user.name), asc(user.id));
  return [
    ...(owner ? [{ ...owner, role: "owner" as const }] : []),
    ...managers.map((manager) => ({ ...manager, role: "manager" as const })),
  ];
}

/** GET /api/network/alert-settings: the owner's minutes (or the defaults), who hears, who may. */
export async function readAlertSettings(options: {
  db: Database;
  ownerId: string;
}): Promise<AlertSettings> {
  const { db, ownerId } = options;
  const [settings] = await db
    .select()
    .from(alertSettings)
    .where(eq(alertSettings.ownerId, ownerId));
  const people = await eligiblePeople(db, ownerId);
  const recipients = await db
    .select({ userId: alertRecipient.userId, mode: alertRecipient.mode })
    .from(alertRecipient)
    .where(eq(alertRecipient.ownerId, ownerId));
  return {
    silentMinutes: settings?.silentMinutes ?? alertMinutes.silent.default,
    offlineMinutes: settings?.offlineMinutes ?? alertMinutes.offline.default,
    // One no longer a manager hears nothing, and is not shown as hearing.
    recipients: people.flatMap((person) =>
      recipients.filter((one) => one.userId === person.userId),
    ),
    people,
  };
}

/**
 * PUT /api/network/alert-settings: the owner's minutes and people, replacing the ones
 * before in one transaction. Each person must be the owner or one of the owner's managers
 * (another owner's, an employee, anyone else: refused, naming the line). A person kept
 * keeps the time of their last digest, so changing the settings sends none twice.
 */
export async function saveAlertSettings(options: {
  db: Database;
  ownerId: string;
  input: AlertSettingsInput;
  now: Date;
}): Promise<AlertSettings> {
  const { db, ownerId, input, now } = options;
  const eligible = new Set((await eligiblePeople(db, ownerId)).map((person) => person.userId));
  const issues = input.recipients.flatMap((recipient, index) =>
    eligible.has(recipient.userId)
      ? []
      : [{ path: `recipients.${index}.userId`, message: networkAlertsCopy.errors.recipient }],
  );
  if (issues.length > 0) throw new AppError("BAD_REQUEST", "Invalid request", { issues });
  await db.transaction(async (tx) => {
    const minutes = {
      silentMinutes: input.silentMinutes,
      offlineMinutes: input.offlineMinutes,
      updatedAt: now,
    };
    await tx
      .insert(alertSettings)
      .values({ ownerId, ...minutes })
      .onConflictDoUpdate({ target: alertSettings.ownerId, set: minutes });
    const kept = input.recipients.map((recipient) => recipient.userId);
    await tx
      .delete(alertRecipient)
      .where(
        and(
          eq(alertRecipient.ownerId, ownerId),
          kept.length > 0 ? notInArray(alertRecipient.userId, kept) : undefined,
        ),
      );
    for (const recipient of input.recipients)
      await tx
        .insert(alertRecipient)
        .values({ ownerId, ...recipient })
        .onConflictDoUpdate({
          target: [alertRecipient.ownerId, alertRecipient.userId],
          set: { mode: recipient.mode },
        });
  });
  return readAlertSettings({ db, ownerId });
}
