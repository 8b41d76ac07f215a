import { playerCopy } from "~/shared/copy/player";

/** Three bars that dance while the song plays. */
export function PlayingIndicator({ playing }: { playing: boolean }) {
  return (
    <span
      className="inline-flex h-4 items-end gap-0.5"
      role="img"
      aria-label={playerCopy.songs.playing}
      data-testid="playing-indicator"
    >
      {[0, 1, 2].map((bar) => (
        <span
          key={bar}
          className={`w-1 rounded-sm bg-brand-600 ${playing ? "motion-safe:animate-[equalizer_0.9s_ease-in-out_infinite]" : "h-1.5"}`}
          style={playing ? { animationDelay: `${bar * 0.15}s`, height: "100%" } : undefined}
        />
      ))}
    </span>
  );
}
