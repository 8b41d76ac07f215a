import { useLocation } from "react-router";
import { paths } from "~/shared/paths";
import { PlayerBar } from "./player-bar";
import { usePlayedElsewhere } from "./played-elsewhere";

/**
 * The player at the bottom of every dashboard page but the player's own. Where another
 * device plays the zone and this one nothing, there is no second player holding the song
 * it restored: the start page's card says what sounds there, and "Mando" controls it.
 */
export function MiniPlayer({ zoneId }: { zoneId: string | null }) {
  const { pathname } = useLocation();
  const elsewhere = usePlayedElsewhere(zoneId);
  if (pathname === paths.dashboard.player || elsewhere) return null;
  return <PlayerBar variant="mini" />;
}
