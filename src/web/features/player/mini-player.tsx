import { useLocation } from "react-router";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { PlayerControls } from "./player-controls";

/** The player at the bottom of every dashboard page but the player's own. */
export function MiniPlayer() {
  const { pathname } = useLocation();
  if (pathname === paths.dashboard.player) return null;
  return (
    <section
      aria-label={playerCopy.controls.miniLabel}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur lg:left-72"
    >
      <PlayerControls variant="mini" />
    </section>
  );
}
