import { playerCopy } from "~/shared/copy/player";
import { PlayerControls } from "./player-controls";
import { PlayerNotice } from "./player-notice";

/** The player fixed at the bottom of the dashboard: the full one or the mini one. */
export function PlayerBar({ variant }: { variant: "full" | "mini" }) {
  const copy = playerCopy.controls;
  return (
    <section
      aria-label={variant === "full" ? copy.playerLabel : copy.miniLabel}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-2 backdrop-blur lg:left-72"
    >
      <PlayerNotice />
      <PlayerControls variant={variant} />
    </section>
  );
}
