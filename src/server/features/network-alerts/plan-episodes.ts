import type { AlertKind } from "~/shared/network/alerts";
import { alarming, type NetworkStatus } from "~/shared/network/network-status";

/** A zone with a programme (decision 041), as its watch says it is now. */
export interface WatchedZone {
  zoneId: string;
  establishmentId: string;
  ownerId: string;
  status: NetworkStatus;
  /** When it entered this status. */
  since: Date;
  /** The owner's minutes for its status, if alarming, before it is an alert. */
  minutes: number;
}

/** An episode not ended yet. */
export interface OpenEpisode {
  id: string;
  zoneId: string;
  kind: AlertKind;
  /** Whether the zone still has a watch row: false once it is archived or removed. */
  watched: boolean;
}

export interface EpisodePlan {
  /** Episodes that end because the zone is no longer alarming: their recipients hear it. */
  recover: string[];
  /** Episodes that end silently: the zone turned into the other kind, or is gone. */
  end: string[];
  /** Episodes to open, each the zone's only open one. */
  raise: {
    zoneId: string;
    establishmentId: string;
    ownerId: string;
    kind: AlertKind;
    startedAt: Date;
  }[];
}

const MINUTE_MS = 60_000;

/**
 * What the minute's check does with the episodes (decision 041), pure. A zone alarming for
 * at least the owner's minutes, with no open episode, opens one. An open episode ends when
 * its zone is no longer alarming — closed by the programme, sounding, or without a
 * programme any more — with a recovery line; or, without one, when its zone is gone, or
 * when the zone turned from one kind into the other, in which case the other opens at
 * once: the zone never sounded in between.
 */
export function planEpisodes(options: {
  /** Zones with a programme; those not alarming count as not there. */
  watched: readonly WatchedZone[];
  open: readonly OpenEpisode[];
  now: Date;
}): EpisodePlan {
  const plan: EpisodePlan = { recover: [], end: [], raise: [] };
  const alarmingZones = options.watched.flatMap(({ status, ...zone }) =>
    alarming(status) ? [{ ...zone, kind: status }] : [],
  );
  const byZone = new Map(alarmingZones.map((zone) => [zone.zoneId, zone]));
  const raise = (zone: (typeof alarmingZones)[number]) =>
    plan.raise.push({
      zoneId: zone.zoneId,
      establishmentId: zone.establishmentId,
      ownerId: zone.ownerId,
      kind: zone.kind,
      startedAt: zone.since,
    });
  const covered = new Set<string>();
  for (const episode of options.open) {
    covered.add(episode.zoneId);
    const zone = byZone.get(episode.zoneId);
    if (zone?.kind === episode.kind) continue;
    if (zone) {
      plan.end.push(episode.id);
      raise(zone);
    } else if (episode.watched) plan.recover.push(episode.id);
    else plan.end.push(episode.id);
  }
  for (const zone of alarmingZones)
    if (
      !covered.has(zone.zoneId) &&
      options.now.getTime() - zone.since.getTime() >= zone.minutes * MINUTE_MS
    )
      raise(zone);
  return plan;
}
