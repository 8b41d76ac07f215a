import { certificateDayMonth, certificateMinute } from "~/shared/certificates/certificate-date";
import { networkAlertsCopy } from "~/shared/copy/network-alerts";
import { networkCopy } from "~/shared/copy/network";
import type { AlertKind } from "~/shared/network/alerts";
import type { NetworkStatus } from "~/shared/network/network-status";

const copy = networkAlertsCopy;

/** An episode as the e-mails name it: where, what, and when by the establishment's clock. */
export interface EpisodeFacts {
  tradingName: string;
  zoneName: string;
  timeZone: string;
  kind: AlertKind;
  startedAt: Date;
  recoveredAt: Date | null;
  /** The zone's status now (null: it has none any more). */
  status: NetworkStatus | null;
}

const zoneOf = (episode: EpisodeFacts) => copy.email.zone(episode.tradingName, episode.zoneName);
const momentOf = (moment: Date, timeZone: string) =>
  copy.digest.moment(certificateDayMonth(moment, timeZone), certificateMinute(moment, timeZone));

/** "Bar Centro · Terraza: Silencio en horario desde las 10:02 (29/11)". */
export const alertLine = (episode: EpisodeFacts) =>
  copy.email.alertLine(
    zoneOf(episode),
    copy.kinds[episode.kind],
    certificateMinute(episode.startedAt, episode.timeZone),
    certificateDayMonth(episode.startedAt, episode.timeZone),
  );

/** "Bar Centro · Terraza: Sonando desde las 10:40, tras 38 min sin música". */
export function recoveryLine(episode: EpisodeFacts & { recoveredAt: Date }): string {
  return copy.email.recoveryLine(
    zoneOf(episode),
    networkCopy.status[episode.status ?? "closed"],
    certificateMinute(episode.recoveredAt, episode.timeZone),
    (episode.recoveredAt.getTime() - episode.startedAt.getTime()) / 1000,
  );
}

/** "Bar Centro · Terraza: Sin conexión de 29/11 10:02 a 29/11 10:40", or "…, sigue así". */
export const digestLine = (episode: EpisodeFacts) =>
  copy.digest.line(
    zoneOf(episode),
    copy.kinds[episode.kind],
    momentOf(episode.startedAt, episode.timeZone),
    episode.recoveredAt && momentOf(episode.recoveredAt, episode.timeZone),
  );
