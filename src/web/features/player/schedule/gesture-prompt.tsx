import { Play } from "lucide-react";
import { schedulesCopy } from "~/shared/copy/schedules";
import { playerEngine } from "../player-engine";
import { usePlayerValue } from "../use-player";

const copy = schedulesCopy.player.gesture;

/**
 * "Pulsa para empezar la música": the browser refused to start sound by itself (its
 * autoplay policy), so the programme waits for one touch, large enough to find across a
 * counter. Nothing to press where the browser allows it (an installed app, a kiosk).
 */
export function GesturePrompt() {
  const needed = usePlayerValue((state) => state.needsGesture);
  if (!needed) return null;
  return (
    <div className="fixed inset-x-0 bottom-24 z-30 flex justify-center px-4 lg:left-72">
      <button
        type="button"
        onClick={() => void playerEngine().play()}
        aria-describedby="gesture-why"
        className="flex w-full max-w-md flex-col items-center gap-2 rounded-2xl bg-brand-600 px-6 py-5 text-white shadow-xl hover:bg-brand-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="flex items-center gap-3 text-xl font-bold">
          <Play className="size-7" aria-hidden />
          {copy.button}
        </span>
        <span id="gesture-why" className="text-sm text-brand-50">
          {copy.why}
        </span>
      </button>
    </div>
  );
}
