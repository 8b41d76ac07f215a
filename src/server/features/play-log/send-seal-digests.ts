import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { PublicConfig } from "~/shared/config/public-config";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { playLogSeal } from "../../domain/play-log/tables";
import { user } from "../../domain/accounts/tables";
import type { Mailer } from "../../infra/mail/mailer";
import { renderSealDigest, type DigestEstablishment } from "./seal-digest-email";

const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * The weekly e-mail (decision 016): each owner gets the seals written in the seven days
 * before `now`, grouped by establishment, so a copy of where every chain stood sits in a
 * mailbox the operator does not control. Owners with no seal that week get nothing.
 * Sent one owner after another; a failure is retried by the job, which may send an owner
 * the same list twice — harmless for a record that is meant to be kept.
 */
export async function sendSealDigests(options: {
  db: Database;
  mailer: Mailer;
  identity: PublicConfig;
  historyUrl: string;
  now?: Date;
}): Promise<{ sent: number }> {
  const now = options.now ?? new Date();
  const rows = await options.db
    .select({
      userId: user.id,
      email: user.email,
      name: user.name,
      establishmentId: establishment.id,
      tradingName: establishment.tradingName,
      timeZone: establishment.timeZone,
      seq: playLogSeal.seq,
      hash: playLogSeal.hash,
      sealedAt: playLogSeal.sealedAt,
    })
    .from(playLogSeal)
    .innerJoin(establishment, eq(establishment.id, playLogSeal.establishmentId))
    .innerJoin(user, eq(user.id, establishment.userId))
    .where(
      and(
        gte(playLogSeal.sealedAt, new Date(now.getTime() - WEEK_MS)),
        lt(playLogSeal.sealedAt, now),
      ),
    )
    .orderBy(
      asc(user.id),
      asc(establishment.tradingName),
      asc(establishment.id),
      asc(playLogSeal.sealedAt),
    );

  const owners = new Map<
    string,
    { email: string; name: string; establishments: Map<string, DigestEstablishment> }
  >();
  for (const row of rows) {
    let owner = owners.get(row.userId);
    if (!owner) {
      owner = { email: row.email, name: row.name, establishments: new Map() };
      owners.set(row.userId, owner);
    }
    let digestEstablishment = owner.establishments.get(row.establishmentId);
    if (!digestEstablishment) {
      digestEstablishment = { tradingName: row.tradingName, timeZone: row.timeZone, seals: [] };
      owner.establishments.set(row.establishmentId, digestEstablishment);
    }
    digestEstablishment.seals.push({ seq: row.seq, hash: row.hash, sealedAt: row.sealedAt });
  }

  for (const owner of owners.values()) {
    const mail = renderSealDigest({
      name: owner.name,
      establishments: [...owner.establishments.values()],
      historyUrl: options.historyUrl,
      identity: options.identity,
    });
    await options.mailer.send({ to: owner.email, ...mail, actionUrl: options.historyUrl });
  }
  return { sent: owners.size };
}
