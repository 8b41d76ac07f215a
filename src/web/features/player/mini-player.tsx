import { useLocation } from "react-router";
import { paths } from "~/shared/paths";
import { PlayerBar } from "./player-bar";

/** The player at the bottom of every dashboard page but the player's own. */
export function MiniPlayer() {
  const { pathname } = useLocation();
  if (pathname === paths.dashboard.player) return null;
  return <PlayerBar variant="mini" />;
}
