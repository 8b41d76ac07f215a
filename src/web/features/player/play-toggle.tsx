import { LoaderCircle, Pause, Play } from "lucide-react";
import { playerCopy } from "~/shared/copy/player";
import type { PlayerSnapshot } from "./player-engine";
import { usePlayer } from "./use-player";

const copy = playerCopy.controls;

type Mode = "pause" | "loading" | "resume" | "play";

function modeOf(state: PlayerSnapshot): Mode {
  if (state.playing) return "pause";
  if (state.loading) return "loading";
  if (state.resumable) return "resume";
  return "play";
}

const labels: Record<Mode, string> = {
  pause: copy.pause,
  loading: copy.loading,
  resume: copy.resume,
  play: copy.play,
};

/**
 * Play / pause. It shows a song as loading the moment it is chosen, and after a reload
 * it says "Reanudar música" in words: the one click the browser needs before sound.
 */
export function PlayToggle({ tone }: { tone: "brand" | "light" }) {
  const { state, engine } = usePlayer();
  const mode = modeOf(state);
  const colours =
    tone === "brand"
      ? "bg-brand-600 text-white shadow hover:bg-brand-700"
      : "bg-white text-brand-700 hover:bg-brand-50";
  const shape = mode === "resume" ? "h-11 gap-2 px-4 text-sm font-semibold" : "size-11";
  return (
    <button
      type="button"
      aria-label={mode === "resume" ? undefined : labels[mode]}
      aria-busy={mode === "loading" || undefined}
      className={`inline-flex flex-none items-center justify-center rounded-full disabled:opacity-40 ${colours} ${shape}`}
      disabled={!state.track}
      onClick={() => void engine.toggle()}
    >
      {mode === "pause" && state.loading ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
      ) : mode === "pause" ? (
        <Pause className="size-5" aria-hidden />
      ) : mode === "loading" ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
      ) : (
        <Play className="size-5 translate-x-px" aria-hidden />
      )}
      {mode === "resume" && labels.resume}
    </button>
  );
}
