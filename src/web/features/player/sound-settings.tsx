import { SlidersHorizontal } from "lucide-react";
import { useId } from "react";
import { Modal, ModalClose } from "~/web/components/ui/modal";
import { playerCopy } from "~/shared/copy/player";
import { CROSSFADE_MAX_SECONDS } from "~/shared/audio/sound-settings";
import type { SoundSettings } from "~/shared/player/music-state";
import { playerEngine } from "./player-engine";
import { usePlayerValue } from "./use-player";

const copy = playerCopy.sound;

/**
 * "Sonido" (decision 015): a button and the panel it opens, with the crossfade and the
 * loudness switch. Each change goes to the engine at once, which has the music state
 * saved; there is nothing to confirm. The panel is a modal dialog over the player bar:
 * Escape, "Cerrar" or a click outside close it and focus goes back to the button.
 */
export function SoundSettings(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const sound = usePlayerValue((state) => state.sound);
  const playing = usePlayerValue((state) => state.track !== null);
  const gainDb = usePlayerValue((state) => state.gainDb);
  const id = useId();
  const crossfadeId = `${id}-crossfade`;
  const setSound = (changes: Partial<SoundSettings>) => playerEngine().setSound(changes);

  return (
    <>
      <button
        type="button"
        title={copy.open}
        aria-haspopup="dialog"
        aria-expanded={props.open}
        onClick={() => props.onOpenChange(true)}
        // The words show on phones (in the volume row) and on wide screens; between
        // them the bar has room for the icon only.
        className="inline-flex h-10 flex-none items-center justify-center gap-2 rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 md:max-xl:w-10 md:max-xl:px-0"
      >
        <SlidersHorizontal className="size-5" aria-hidden />
        <span className="md:max-xl:sr-only">{copy.open}</span>
      </button>
      <Modal
        open={props.open}
        onClose={() => props.onOpenChange(false)}
        title={copy.title}
        titleClassName="pr-10 text-lg font-semibold text-slate-900"
        description={copy.lead}
        descriptionClassName="mt-1 text-sm text-slate-600"
        backdropClassName="backdrop:bg-slate-950/30"
        className="fixed inset-x-4 bottom-4 rounded-2xl bg-white p-5 shadow-2xl md:inset-x-auto md:right-4 md:bottom-20 md:w-96"
      >
        <div className="mt-5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor={crossfadeId} className="text-sm font-medium text-slate-900">
              {copy.crossfade}
            </label>
            <output
              htmlFor={crossfadeId}
              className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums"
            >
              {copy.crossfadeValue(sound.crossfadeSeconds)}
            </output>
          </div>
          <input
            id={crossfadeId}
            type="range"
            min={0}
            max={CROSSFADE_MAX_SECONDS}
            step={1}
            value={sound.crossfadeSeconds}
            aria-valuetext={copy.crossfadeSpoken(sound.crossfadeSeconds)}
            aria-describedby={`${crossfadeId}-hint`}
            onChange={(event) => setSound({ crossfadeSeconds: Number(event.target.value) })}
            className="mt-1 h-6 w-full cursor-pointer accent-brand-600"
          />
          <p id={`${crossfadeId}-hint`} className="text-sm text-slate-600">
            {copy.crossfadeHint}
          </p>
        </div>

        <div className="mt-5">
          <label className="flex cursor-pointer items-center justify-between gap-4 text-sm font-medium text-slate-900">
            {copy.normalize}
            <input
              type="checkbox"
              role="switch"
              checked={sound.normalize}
              aria-describedby={`${id}-normalize-hint`}
              onChange={(event) => setSound({ normalize: event.target.checked })}
              className="peer sr-only"
            />
            {/* The switch as drawn, as in "Música sin conexión". */}
            <span
              aria-hidden
              className="relative inline-flex h-6 w-11 flex-none rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
            />
          </label>
          <p id={`${id}-normalize-hint`} className="mt-1 text-sm text-slate-600">
            {copy.normalizeHint}
          </p>
          {playing && sound.normalize && (
            <p className="mt-2 text-sm text-slate-900 tabular-nums">{copy.songGain(gainDb)}</p>
          )}
        </div>

        {/* Last in the tab order: the panel opens on the slider. */}
        <ModalClose
          label={copy.close}
          onClick={() => props.onOpenChange(false)}
          className="top-3 right-3 size-10 text-slate-500 hover:bg-slate-100"
        />
      </Modal>
    </>
  );
}
