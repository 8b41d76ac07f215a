import type { AlertKind } from "~/shared/network/alerts";
import type { V1Play } from "~/shared/public-api/v1-schema";
import type { JobQueue } from "../../infra/jobs/job-queue";
import { enqueueWebhookEvents, type WebhookEventToSend } from "./enqueue-webhook-events";

/** A play as the log wrote it (play_log's row): what `play.sealed` tells, as GET /api/v1/plays does. */
interface SealedPlay extends Omit<V1Play, "startedAt" | "endedAt"> {
  startedAt: Date;
  endedAt: Date;
}

/** `play.sealed`: each play a batch wrote into its zone's chain. */
export function sealedPlayEvents(sealed: {
  ownerId: string;
  plays: readonly SealedPlay[];
}): WebhookEventToSend[] {
  return sealed.plays.map((play) => ({
    ownerId: sealed.ownerId,
    type: "play.sealed",
    data: {
      zoneId: play.zoneId,
      establishmentId: play.establishmentId,
      seq: play.seq,
      hash: play.hash,
      kind: play.kind,
      title: play.title,
      artist: play.artist,
      startedAt: play.startedAt.toISOString(),
      endedAt: play.endedAt.toISOString(),
      secondsHeard: play.secondsHeard,
      ending: play.ending,
    } satisfies V1Play,
  }));
}

/** An alert episode as the network's check writes it (zone_alert's row). */
interface Episode {
  id: string;
  ownerId: string;
  zoneId: string;
  establishmentId: string;
  kind: AlertKind;
  startedAt: Date;
  raisedAt: Date;
  recoveredAt: Date | null;
}

const episodeData = (episode: Episode) => ({
  alertId: episode.id,
  zoneId: episode.zoneId,
  establishmentId: episode.establishmentId,
  kind: episode.kind,
  startedAt: episode.startedAt.toISOString(),
  raisedAt: episode.raisedAt.toISOString(),
  recoveredAt: episode.recoveredAt?.toISOString() ?? null,
});

/**
 * `zone.silent` and `zone.offline` when an alert opens — at the owner's minutes, as the
 * e-mails (decision 041) — and `zone.recovered` when the zone sounds again.
 */
export function episodeEvents(changed: {
  raised: readonly Episode[];
  recovered: readonly Episode[];
}): WebhookEventToSend[] {
  return [
    ...changed.raised.map((episode) => ({
      ownerId: episode.ownerId,
      type: episode.kind === "silent" ? ("zone.silent" as const) : ("zone.offline" as const),
      data: episodeData(episode),
    })),
    ...changed.recovered.map((episode) => ({
      ownerId: episode.ownerId,
      type: "zone.recovered" as const,
      data: episodeData(episode),
    })),
  ];
}

type Transaction = Parameters<typeof enqueueWebhookEvents>[0];

/**
 * What the play log and the network's check call inside their transactions: each turns
 * what it wrote into events and records their deliveries (composed in app.ts, workers.ts).
 */
export const webhookHooks = (jobs: JobQueue) => ({
  onSealed: async (tx: Transaction, sealed: Parameters<typeof sealedPlayEvents>[0]) => {
    await enqueueWebhookEvents(tx, jobs, sealedPlayEvents(sealed));
  },
  onEpisodes: async (tx: Transaction, changed: Parameters<typeof episodeEvents>[0]) => {
    await enqueueWebhookEvents(tx, jobs, episodeEvents(changed));
  },
});
