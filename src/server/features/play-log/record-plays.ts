import { and, eq, getTableColumns, gte, inArray, lte, or, sql } from "drizzle-orm";
import { playLogCopy } from "~/shared/copy/play-log";
import { MAX_PLAY_SPAN_MS } from "~/shared/play-log/recording";
import type { PlayBatchResult, PlayReport } from "~/shared/play-log/schema";
import type { PlayKind } from "~/shared/play-log/play-facts";
import type { OfflineLease } from "~/shared/player/schema";
import type { AccessWindow } from "../../auth/access";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { message } from "../../domain/messages/tables";
import { playLog, playLogHead, type PlayLogRow } from "../../domain/play-log/tables";
import { song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import {
  checkPlays,
  CLOCK_SLACK_MS,
  type Claim,
  type FreshPlay,
  type ZoneStream,
  type PlayFault,
  type Taken,
} from "./check-plays";
import { chainPlays, GENESIS_HASH } from "./play-chain";
import { playZones, type PlayZone } from "./play-zones";
import { zoneClaimsBetween } from "./zone-claims-between";
import { sealOpenedChains } from "./seal-opened-chains";

const errors = playLogCopy.errors;

/**
 * One multi-row INSERT whose rows travel as one JSON parameter: building and binding
 * fifteen parameters per row cost more than the insert itself at thousands of rows a
 * second. Times go as ISO text to the millisecond and numbers as JSON writes them, both
 * read back exactly, so the stored row is the one that was hashed.
 */
/**
 * Told of the plays a batch wrote, inside its transaction (the public API's webhooks,
 * decision 046): whatever it enqueues commits with the plays, and it must stay cheap.
 */
export type PlaysSealed = (
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  sealed: { ownerId: string; plays: readonly PlayLogRow[] },
) => Promise<void>;

async function insertPlays(tx: Pick<Database, "execute">, rows: PlayLogRow[]) {
  const json = JSON.stringify(
    rows.map((row) => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt.toISOString(),
      receivedAt: row.receivedAt.toISOString(),
    })),
  );
  await tx.execute(sql`
    insert into ${playLog} (establishment_id, zone_id, seq, client_id, kind, song_id, title,
      artist, started_at, ended_at, seconds_heard, ending, device_id, origin, received_at,
      prev_hash, hash)
    select "establishmentId", "zoneId", seq, "clientId", kind, "songId", title, artist,
      "startedAt", "endedAt", "secondsHeard", ending, "deviceId", origin, "receivedAt",
      "prevHash", hash
    from jsonb_to_recordset(${json}::jsonb) as row("establishmentId" text, "zoneId" text, seq bigint,
      "clientId" text, kind text, "songId" text, title text, artist text, "startedAt" timestamptz,
      "endedAt" timestamptz, "secondsHeard" double precision, ending text, "deviceId" text,
      origin text, "receivedAt" timestamptz, "prevHash" text, hash text)`);
}

/** Plays that name the same zone and client id are one play: the first one counts. */
function firstOfEach(plays: PlayReport[], zoneOf: (play: PlayReport) => string): FreshPlay[] {
  const seen = new Set<string>();
  return plays.flatMap((play, index) => {
    const zoneId = zoneOf(play);
    const key = `${zoneId} ${play.id}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ index, play, zoneId }];
  });
}

/** Refuses the whole batch, naming each play at fault (the player drops those and resends). */
function refuse(code: "NOT_FOUND" | "BAD_REQUEST", faults: PlayFault[]): void {
  const issues = faults.map((fault) => ({
    path: `plays.${fault.index}.${fault.path}`,
    message: fault.message,
  }));
  const [first] = issues;
  if (first) throw new AppError(code, first.message, { issues });
}

/** Faults of the plays that fail `fault`, at their position in the batch. */
function faultsOf(
  plays: PlayReport[],
  fault: (play: PlayReport) => Omit<PlayFault, "index"> | null,
): PlayFault[] {
  return plays.flatMap((play, index) => {
    const found = fault(play);
    return found ? [{ index, ...found }] : [];
  });
}

const kindOf = (play: PlayReport) => play.kind ?? "song";

/**
 * What the zones' streams have taken around the batch's plays: every play that started up
 * to MAX_PLAY_SPAN_MS before the earliest of them — the longest a play may run — and
 * before the latest end. An index range on (zone_id, started_at) each.
 */
async function takenAround(tx: Pick<Database, "select">, plays: FreshPlay[]) {
  const taken = new Map<string, Taken[]>();
  await Promise.all(
    [...spanOfEachZone(plays, MAX_PLAY_SPAN_MS)].map(async ([zoneId, range]) => {
      const rows = await tx
        .select({
          startedAt: playLog.startedAt,
          endedAt: playLog.endedAt,
          deviceId: playLog.deviceId,
          kind: playLog.kind,
        })
        .from(playLog)
        .where(
          and(
            eq(playLog.zoneId, zoneId),
            gte(playLog.startedAt, new Date(range.from)),
            lte(playLog.startedAt, new Date(range.to)),
          ),
        );
      taken.set(zoneId, rows);
    }),
  );
  return taken;
}

/**
 * Each zone's stretch of the batch, in epoch ms: from `reachBack` before its earliest start
 * to its latest end.
 */
function spanOfEachZone(plays: FreshPlay[], reachBack: number) {
  const spans = new Map<string, { from: number; to: number }>();
  for (const { play, zoneId } of plays) {
    const span = spans.get(zoneId);
    const from = Date.parse(play.startedAt) - reachBack;
    const to = Date.parse(play.endedAt);
    spans.set(zoneId, {
      from: Math.min(span?.from ?? from, from),
      to: Math.max(span?.to ?? to, to),
    });
  }
  return spans;
}

/**
 * The zones' claims (decisions 018, 023, 034) around the batch's plays: the one in force a
 * clock slack before the earliest start, and every later one up to a slack after the
 * latest end (a take-over during a play excuses an overlap). An index range on
 * (zone_id, claimed_at) each.
 */
async function claimsAround(tx: Pick<Database, "select">, plays: FreshPlay[]) {
  const claims = new Map<string, Claim[]>();
  await Promise.all(
    [...spanOfEachZone(plays, 0)].map(async ([zoneId, range]) =>
      claims.set(
        zoneId,
        await zoneClaimsBetween(
          tx,
          zoneId,
          new Date(range.from - CLOCK_SLACK_MS),
          new Date(range.to + CLOCK_SLACK_MS),
        ),
      ),
    ),
  );
  return claims;
}

/**
 * Appends a batch of the player's plays to the log: all or nothing.
 *
 * Each play must be for one of the user's establishments that is not archived, in one of
 * its zones (or none: see playZones), and of a song in the catalogue (its title and
 * artist are copied: proof outlives the catalogue) or of a message of the establishment's
 * own account (its name is copied as the title, with no artist; decision 028). Each zone is a chain and a stream of
 * its own (decision 023). A play whose client id the zone already has is a retry, counted
 * as a duplicate
 * — a batch resent after its answer was lost is never refused. The others must meet the
 * rules of checkPlays against what the log holds and the zones' claims — its device's, made
 * in the session that sends the batch (decision 034) — by the server's clock (`now`).
 *
 * Chains stay single-file under concurrency: the transaction locks each zone's head row
 * (created at the first play) before reading which client ids exist and what time is
 * taken, so a second batch for the same zone waits and then sees this one's rows. Heads
 * are locked in id order, so two batches naming the same zones cannot deadlock. A batch costs a fixed handful of statements, however many plays it
 * carries.
 */
export async function recordPlays(options: {
  db: Database;
  userId: string;
  plays: PlayReport[];
  /** When the account had access (accessWindows; ALWAYS for an admin's). */
  access: AccessWindow[];
  /** The signed-in session that sends the batch: a play needs its device's claim in it. */
  sessionId: string;
  leaseIssued: (lease: OfflineLease) => boolean;
  /** Told of the plays written, inside the transaction: to enqueue, never to wait on. */
  onSealed?: PlaysSealed;
  now?: Date;
}): Promise<PlayBatchResult> {
  const { db, userId } = options;
  const establishmentIds = [...new Set(options.plays.map((play) => play.establishmentId))].sort();
  const idsOf = (kind: PlayKind) => [
    ...new Set(options.plays.filter((play) => kindOf(play) === kind).map((play) => play.songId)),
  ];
  const songIds = idsOf("song");
  const messageIds = idsOf("message");

  const [establishments, songs, messages, zoneOf] = await Promise.all([
    db
      .select({
        id: establishment.id,
        userId: establishment.userId,
        archivedAt: establishment.archivedAt,
        createdAt: establishment.createdAt,
      })
      .from(establishment)
      .where(and(inArray(establishment.id, establishmentIds), eq(establishment.userId, userId))),
    db
      .select({
        id: song.id,
        title: song.title,
        artist: song.artist,
        durationSeconds: song.durationSeconds,
      })
      .from(song)
      .where(inArray(song.id, songIds)),
    // Any account's: each play is matched below to its own establishment's account.
    messageIds.length > 0
      ? db
          .select({
            id: message.id,
            userId: message.userId,
            name: message.name,
            durationSeconds: message.durationSeconds,
          })
          .from(message)
          .where(inArray(message.id, messageIds))
      : [],
    playZones(db, establishmentIds),
  ]);
  const establishmentById = new Map(
    establishments.map((establishmentRow) => [establishmentRow.id, establishmentRow]),
  );
  refuse(
    "NOT_FOUND",
    faultsOf(options.plays, (play) => {
      const establishmentRow = establishmentById.get(play.establishmentId);
      if (!establishmentRow)
        return { path: "establishmentId", message: errors.establishmentNotFound };
      if (establishmentRow.archivedAt)
        return { path: "establishmentId", message: errors.establishmentArchived };
      const joins = zoneOf(play);
      return "fault" in joins ? { path: "zoneId", message: errors[joins.fault] } : null;
    }),
  );
  const joinedBy = (play: PlayReport) => zoneOf(play) as Exclude<PlayZone, { fault: string }>;
  const plays = firstOfEach(options.plays, (play) => joinedBy(play).zoneId);
  const zoneIds = [...new Set(plays.map(({ zoneId }) => zoneId))].sort();
  const zoneById = new Map(plays.map(({ play, zoneId }) => [zoneId, joinedBy(play)]));
  const establishmentOfZone = new Map(
    plays.map(({ play, zoneId }) => [zoneId, establishmentById.get(play.establishmentId)]),
  );
  const songById = new Map(songs.map((row) => [row.id, row]));
  const messageById = new Map(messages.map((row) => [row.id, row]));
  /** A message of the play's establishment's account: another account's is unknown here. */
  const ownMessage = (play: PlayReport) => {
    const found = messageById.get(play.songId);
    return found && found.userId === establishmentById.get(play.establishmentId)?.userId
      ? found
      : undefined;
  };
  /** What sounded, as the log copies it; undefined when it is not there to be played. */
  const soundOf = (play: PlayReport) => {
    if (kindOf(play) === "message") {
      const own = ownMessage(play);
      return own && { title: own.name, artist: "", durationSeconds: own.durationSeconds };
    }
    return songById.get(play.songId);
  };
  refuse(
    "NOT_FOUND",
    faultsOf(options.plays, (play) =>
      soundOf(play)
        ? null
        : {
            path: "songId",
            message: kindOf(play) === "message" ? errors.messageNotFound : errors.songNotFound,
          },
    ),
  );

  const receivedAt = options.now ?? new Date();
  return db.transaction(async (tx) => {
    // Creates missing heads and locks them all, in one statement: ON CONFLICT DO UPDATE
    // takes the row lock an INSERT would, and RETURNING gives the chain's end.
    const heads = await tx
      .insert(playLogHead)
      .values(
        zoneIds.map((zoneId) => ({
          zoneId,
          establishmentId: (establishmentOfZone.get(zoneId) as { id: string }).id,
          seq: 0,
          hash: GENESIS_HASH,
        })),
      )
      .onConflictDoUpdate({
        target: playLogHead.zoneId,
        set: { seq: sql`${playLogHead.seq}` },
      })
      // xmax is 0 only on a row this statement inserted: the chain opens now.
      .returning({ ...getTableColumns(playLogHead), opened: sql<boolean>`xmax = 0` });
    await sealOpenedChains(tx, heads, receivedAt);

    const existing = await tx
      .select({ zoneId: playLog.zoneId, clientId: playLog.clientId })
      .from(playLog)
      .where(
        or(
          ...zoneIds.map((id) =>
            and(
              eq(playLog.zoneId, id),
              inArray(
                playLog.clientId,
                plays.filter(({ zoneId }) => zoneId === id).map(({ play }) => play.id),
              ),
            ),
          ),
        ),
      );
    const known = new Set(existing.map((row) => `${row.zoneId} ${row.clientId}`));
    const fresh = plays.filter(({ play, zoneId }) => !known.has(`${zoneId} ${play.id}`));

    const [taken, claims] =
      fresh.length > 0
        ? await Promise.all([takenAround(tx, fresh), claimsAround(tx, fresh)])
        : [new Map<string, Taken[]>(), new Map<string, Claim[]>()];
    refuse(
      "BAD_REQUEST",
      checkPlays({
        plays: fresh,
        receivedAt,
        zones: new Map(
          zoneIds.map((zoneId) => [
            zoneId,
            {
              createdAt: (establishmentOfZone.get(zoneId) as { createdAt: Date }).createdAt,
              zone: zoneById.get(zoneId) as ZoneStream["zone"],
              taken: taken.get(zoneId) ?? [],
              claims: claims.get(zoneId) ?? [],
            },
          ]),
        ),
        secondsOf: (play) => soundOf(play)?.durationSeconds,
        access: options.access,
        sessionId: options.sessionId,
        leaseIssued: options.leaseIssued,
      }),
    );

    const rows = heads.flatMap((head) =>
      chainPlays(
        head,
        fresh
          .filter(({ zoneId }) => zoneId === head.zoneId)
          .map(({ play, zoneId }) => {
            const sound = soundOf(play) as NonNullable<ReturnType<typeof soundOf>>;
            return {
              establishmentId: play.establishmentId,
              zoneId,
              clientId: play.id,
              kind: kindOf(play),
              songId: play.songId,
              title: sound.title,
              artist: sound.artist,
              // Kept to the millisecond, as the columns keep them, so the hash recomputes.
              startedAt: new Date(play.startedAt),
              endedAt: new Date(play.endedAt),
              secondsHeard: play.secondsHeard,
              ending: play.ending,
              deviceId: play.deviceId,
              origin: play.origin,
              receivedAt,
            };
          }),
      ),
    );
    if (rows.length > 0) {
      await insertPlays(tx, rows);
      for (const head of heads) {
        const last = rows.findLast((row) => row.zoneId === head.zoneId);
        if (last)
          await tx
            .update(playLogHead)
            .set({ seq: last.seq, hash: last.hash })
            .where(eq(playLogHead.zoneId, head.zoneId));
      }
      await options.onSealed?.(tx, { ownerId: userId, plays: rows });
    }
    return { accepted: rows.length, duplicates: options.plays.length - rows.length };
  });
}
