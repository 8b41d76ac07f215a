import type { Database } from "../../domain/database";
import { refreshNetworkWatch, type NetworkEvents } from "../../domain/network/refresh-zone-watch";
import { checkNetworkAlerts, type AlertMail, type EpisodesChanged } from "./check-network-alerts";

/**
 * The minute's check (decision 041): every zone's status as of `now`, then the alert
 * episodes it opens and ends, and the e-mails they call for.
 */
export async function watchNetwork(options: {
  db: Database;
  events: NetworkEvents;
  mail: AlertMail;
  /** OFFLINE_HOURS. */
  reserveHours: number;
  onEpisodes?: EpisodesChanged;
  now: Date;
}) {
  const { db, events, now } = options;
  const watched = await refreshNetworkWatch({
    db,
    events,
    reserveHours: options.reserveHours,
    now,
  });
  const alerts = await checkNetworkAlerts({
    db,
    events,
    mail: options.mail,
    onEpisodes: options.onEpisodes,
    now,
  });
  return { ...watched, ...alerts };
}
