import { and, asc, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";
import { worksInZone } from "~/shared/accounts/team";
import { certificateDate } from "~/shared/certificates/certificate-date";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { alertRecipient, zoneAlert } from "../../domain/network/tables";
import { zone } from "../../domain/zones/tables";
import { renderAlertDigest } from "./alert-emails";
import type { AlertMail } from "./check-network-alerts";
import { alertRecipients } from "./alert-recipients";
import { digestLine } from "./episode-lines";
import { namedEpisodes, whereOf } from "./episodes";

const DAY_MS = 24 * 3_600_000;
/** A digest sent less than this long ago is not sent again (a retried run). */
const SENT_RECENTLY_MS = 12 * 3_600_000;
/** The digest's date is Spain's: it goes out at 08:00 there. */
const DIGEST_TIME_ZONE = "Europe/Madrid";

/**
 * The day's e-mail (decision 041) for those who chose it: every episode of the 24 hours
 * before `now`, begun then or still open, of the establishments and zones the person works
 * in. Nothing happened, nothing is sent. Each person's digest is marked sent after it
 * left: a retried run skips those already sent.
 */
export async function sendAlertDigests(options: {
  db: Database;
  mail: AlertMail;
  now: Date;
}): Promise<{ sent: number }> {
  const { db, mail, now } = options;
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const due = (await alertRecipients(db, { mode: "digest" })).filter(
    (person) =>
      person.digestSentAt === null ||
      now.getTime() - person.digestSentAt.getTime() >= SENT_RECENTLY_MS,
  );
  const owners = [...new Set(due.map((person) => person.ownerId))];
  if (owners.length === 0) return { sent: 0 };
  const episodes = await namedEpisodes(db)
    .where(
      and(
        inArray(zoneAlert.ownerId, owners),
        lt(zoneAlert.raisedAt, now),
        or(isNull(zoneAlert.recoveredAt), gte(zoneAlert.recoveredAt, dayAgo)),
      ),
    )
    .orderBy(asc(establishment.tradingName), asc(zone.position), asc(zoneAlert.startedAt));
  let sent = 0;
  for (const person of due) {
    const lines = episodes
      .filter(
        (episode) =>
          episode.ownerId === person.ownerId && worksInZone(person.account, whereOf(episode)),
      )
      .map(digestLine);
    if (lines.length === 0) continue;
    const email = renderAlertDigest({
      name: person.name,
      day: certificateDate(dayAgo, DIGEST_TIME_ZONE),
      lines,
      ...mail,
    });
    await mail.mailer.send({ to: person.email, ...email, actionUrl: mail.url });
    await db
      .update(alertRecipient)
      .set({ digestSentAt: now })
      .where(
        and(eq(alertRecipient.ownerId, person.ownerId), eq(alertRecipient.userId, person.userId)),
      );
    sent++;
  }
  return { sent };
}
