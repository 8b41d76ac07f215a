import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { worksInZone } from "~/shared/accounts/team";
import type { PublicConfig } from "~/shared/config/public-config";
import { networkTopic } from "~/shared/events/topics";
import { alertKinds, alertMinutes } from "~/shared/network/alerts";
import type { Database } from "../../domain/database";
import {
  alertSettings,
  zoneAlert,
  zoneWatch,
  type ZoneAlertRow,
} from "../../domain/network/tables";
import type { NetworkEvents } from "../../domain/network/refresh-zone-watch";
import { schedule } from "../../domain/schedules/tables";
import { zone } from "../../domain/zones/tables";
import { establishment } from "../../domain/establishments/tables";
import type { Mailer } from "../../infra/mail/mailer";
import { alertRecipients } from "./alert-recipients";
import { renderAlertEmail } from "./alert-emails";
import { alertLine, recoveryLine } from "./episode-lines";
import { namedEpisodes, whereOf, type NamedEpisode } from "./episodes";
import { planEpisodes, type EpisodePlan, type WatchedZone } from "./plan-episodes";

/** Rows per statement when thousands of zones open or close at once (an opening hour). */
const CHUNK = 1_000;

export interface AlertMail {
  mailer: Mailer;
  identity: PublicConfig;
  /** The page the e-mails link to. */
  url: string;
}

/**
 * The zones alarming now, with a programme — a zone without opening hours never alerts:
 * its silence may be a shop that closed, and a player shut while it played reads as
 * offline for hours (decision 041) — each with its owner's minutes for its status.
 */
function readAlarming(db: Database): Promise<WatchedZone[]> {
  const minutes = sql<number>`case when ${zoneWatch.status} = 'silent'
    then coalesce(${alertSettings.silentMinutes}, ${alertMinutes.silent.default})
    else coalesce(${alertSettings.offlineMinutes}, ${alertMinutes.offline.default}) end`;
  return db
    .select({
      zoneId: zoneWatch.zoneId,
      establishmentId: zoneWatch.establishmentId,
      ownerId: zoneWatch.ownerId,
      status: zoneWatch.status,
      since: zoneWatch.since,
      minutes: minutes.mapWith(Number),
    })
    .from(zoneWatch)
    .innerJoin(schedule, eq(schedule.zoneId, zoneWatch.zoneId))
    .leftJoin(alertSettings, eq(alertSettings.ownerId, zoneWatch.ownerId))
    .where(inArray(zoneWatch.status, [...alertKinds]));
}

const readOpen = (db: Database) =>
  db
    .select({
      id: zoneAlert.id,
      zoneId: zoneAlert.zoneId,
      kind: zoneAlert.kind,
      watched: sql<boolean>`${zoneWatch.zoneId} is not null`,
    })
    .from(zoneAlert)
    .leftJoin(zoneWatch, eq(zoneWatch.zoneId, zoneAlert.zoneId))
    .where(isNull(zoneAlert.recoveredAt));

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function chunks<T>(items: readonly T[]): T[][] {
  const all: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK)
    all.push(items.slice(start, start + CHUNK));
  return all;
}

/**
 * Told of the episodes a check opened and of those that ended with the zone sounding
 * again, inside its transaction (the public API's webhooks, decision 046).
 */
export type EpisodesChanged = (
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  changed: { raised: ZoneAlertRow[]; recovered: ZoneAlertRow[] },
) => Promise<void>;

/**
 * Carries out the plan in one transaction: ends first, then opens, each open the zone's
 * only one (the partial unique index: a concurrent check that opened it first wins, and
 * this one opens nothing). Answers the owners whose episodes changed.
 */
async function applyPlan(
  db: Database,
  plan: EpisodePlan,
  now: Date,
  onEpisodes: EpisodesChanged | undefined,
): Promise<Set<string>> {
  const owners = new Set<string>();
  await db.transaction(async (tx) => {
    const changed: Parameters<EpisodesChanged>[1] = { raised: [], recovered: [] };
    const endings = [
      { ids: plan.recover, set: { recoveredAt: now } },
      // Nothing to tell: the zone went from one kind to the other, or is gone.
      { ids: plan.end, set: { recoveredAt: now, recoverySentAt: now } },
    ];
    for (const { ids, set } of endings)
      for (const chunk of chunks(ids))
        for (const row of await tx
          .update(zoneAlert)
          .set(set)
          .where(and(inArray(zoneAlert.id, chunk), isNull(zoneAlert.recoveredAt)))
          .returning()) {
          owners.add(row.ownerId);
          if (ids === plan.recover) changed.recovered.push(row);
        }
    for (const chunk of chunks(plan.raise))
      for (const row of await tx
        .insert(zoneAlert)
        .values(chunk.map((episode) => ({ id: randomUUID(), ...episode, raisedAt: now })))
        .onConflictDoNothing()
        .returning()) {
        owners.add(row.ownerId);
        changed.raised.push(row);
      }
    await onEpisodes?.(tx, changed);
  });
  return owners;
}

/**
 * The instant recipients' e-mails: each person, one e-mail listing the episodes raised and
 * ended since the last one sent, of the establishments and zones they work in. An owner's
 * episodes are marked told once all of the owner's people were sent theirs: a failure
 * leaves them to the next check, which may tell someone twice, never no one.
 */
async function sendNotices(db: Database, mail: AlertMail, now: Date): Promise<number> {
  const untold = await namedEpisodes(db)
    .where(
      or(
        isNull(zoneAlert.alertSentAt),
        and(isNotNull(zoneAlert.recoveredAt), isNull(zoneAlert.recoverySentAt)),
      ),
    )
    .orderBy(asc(establishment.tradingName), asc(zone.position), asc(zoneAlert.raisedAt));
  if (untold.length === 0) return 0;
  const byOwner = groupBy(untold, (episode) => episode.ownerId);
  const recipients = groupBy(
    await alertRecipients(db, { mode: "instant", ownerIds: [...byOwner.keys()] }),
    (recipient) => recipient.ownerId,
  );
  let sent = 0;
  for (const [ownerId, episodes] of byOwner) {
    const raised = episodes.filter((episode) => episode.alertSentAt === null);
    const recovered = episodes.filter(
      (episode): episode is NamedEpisode & { recoveredAt: Date } =>
        episode.recoveredAt !== null && episode.recoverySentAt === null,
    );
    for (const person of recipients.get(ownerId) ?? []) {
      const theirs = (episode: NamedEpisode) => worksInZone(person.account, whereOf(episode));
      const alerts = raised.filter(theirs).map(alertLine);
      const recoveries = recovered.filter(theirs).map(recoveryLine);
      if (alerts.length + recoveries.length === 0) continue;
      const email = renderAlertEmail({ name: person.name, alerts, recoveries, ...mail });
      await mail.mailer.send({ to: person.email, ...email, actionUrl: mail.url });
      sent++;
    }
    const ids = (told: NamedEpisode[]) => chunks(told.map((episode) => episode.id));
    await db.transaction(async (tx) => {
      for (const chunk of ids(raised))
        await tx
          .update(zoneAlert)
          .set({ alertSentAt: now })
          .where(and(inArray(zoneAlert.id, chunk), isNull(zoneAlert.alertSentAt)));
      for (const chunk of ids(recovered))
        await tx
          .update(zoneAlert)
          .set({ recoverySentAt: now })
          .where(and(inArray(zoneAlert.id, chunk), isNull(zoneAlert.recoverySentAt)));
    });
  }
  return sent;
}

/**
 * After the watch is refreshed (decision 041): opens an episode for each zone silent or
 * offline for the owner's minutes, ends those of zones no longer so, tells each owner's
 * network, and e-mails each instant recipient once. Safe to run again at any time: an
 * episode opens once, and what was told is not told again.
 */
export async function checkNetworkAlerts(options: {
  db: Database;
  events: NetworkEvents;
  mail: AlertMail;
  onEpisodes?: EpisodesChanged;
  now: Date;
}): Promise<{ raised: number; ended: number; mailed: number }> {
  const { db, now } = options;
  const plan = planEpisodes({ watched: await readAlarming(db), open: await readOpen(db), now });
  const owners = await applyPlan(db, plan, now, options.onEpisodes);
  for (const ownerId of owners) await options.events.publish({ topic: networkTopic(ownerId) });
  const mailed = await sendNotices(db, options.mail, now);
  return { raised: plan.raise.length, ended: plan.recover.length + plan.end.length, mailed };
}
