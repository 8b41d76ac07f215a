import { Shuffle, SkipBack, SkipForward, Volume2, VolumeX, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatDuration } from "~/shared/catalog/format-duration";
import { messagesCopy } from "~/shared/copy/messages";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { PlayToggle } from "./play-toggle";
import { SoundSettings } from "./sound-settings";
import { usePlayer } from "./use-player";

const copy = playerCopy.controls;

const iconButton =
  "inline-flex size-10 flex-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-40";
/** Range inputs 24 px tall: the track stays thin, the target does not (WCAG 2.5.8). */
const range = "h-6 cursor-pointer accent-brand-600";

/**
 * Title, artist, seek with elapsed and total time, previous / play-pause / next, volume
 * and "Sonido". On phones a compact bar: the seek line on top, one row of controls, the
 * volume and "Sonido" behind a button (the phone has its own volume keys); a title too
 * long to sit beside the controls takes a line of its own and wraps, never cut. Below
 * 1280 px the title and the volume are narrower, so the bar fits and the seek line keeps
 * room.
 */
export function PlayerControls({ variant }: { variant: "full" | "mini" }) {
  const { state, engine } = usePlayer();
  const [volumeOpen, setVolumeOpen] = useState(false);
  // Held here, not in the panel: the bar changes shape when a song arrives (a reload's
  // restore), and the panel stays open through it.
  const [soundOpen, setSoundOpen] = useState(false);
  const { track } = state;
  const duration = state.duration || track?.durationSeconds || 0;

  // Until the music is resumed, a phone's bar has room for "Reanudar música" only.
  const phoneHidden = state.resumable ? "max-sm:hidden" : "";
  const skipButton = (label: string, Icon: LucideIcon, skip: () => Promise<unknown>) => (
    <button
      type="button"
      aria-label={label}
      className={`${iconButton} ${phoneHidden}`}
      onClick={() => void skip()}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );

  const VolumeIcon = state.volume === 0 ? VolumeX : Volume2;
  const volume = (
    <>
      <VolumeIcon className="size-4 flex-none text-slate-600" aria-hidden />
      <input
        type="range"
        aria-label={copy.volume}
        min={0}
        max={1}
        step={0.01}
        value={state.volume}
        onChange={(event) => engine.setVolume(Number(event.target.value))}
        className={`${range} w-full`}
      />
    </>
  );
  const volumeAndSound = (shown: string) => (
    <div className={`items-center gap-3 md:flex md:flex-none md:gap-2 xl:gap-4 ${shown}`}>
      <div className="flex min-w-0 flex-1 items-center gap-2 md:w-24 md:flex-none xl:w-36">
        {volume}
      </div>
      <SoundSettings open={soundOpen} onOpenChange={setSoundOpen} />
    </div>
  );

  if (!track)
    return (
      <div className="flex min-h-11 items-center justify-between gap-3 text-sm text-slate-600 md:gap-6">
        <p className="min-w-0 flex-1">{copy.nothing}</p>
        {variant === "mini" && (
          <Link
            to={paths.dashboard.player}
            className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
          >
            {copy.openPlayer}
          </Link>
        )}
        {volumeAndSound("hidden")}
      </div>
    );

  return (
    <div className="flex flex-wrap items-center gap-x-2 md:flex-nowrap md:gap-4 xl:gap-6">
      <div
        className="min-w-0 flex-auto md:w-40 md:flex-none xl:w-56"
        data-testid={`${variant}-now-playing`}
      >
        {state.message && (
          <p
            className="text-xs font-semibold wrap-anywhere text-brand-700"
            data-testid={`${variant}-message`}
          >
            {messagesCopy.sounding(state.message.name)}
          </p>
        )}
        <p
          className="text-sm font-semibold wrap-anywhere text-slate-900"
          data-testid={`${variant}-title`}
        >
          {track.title}
        </p>
        <p className="text-xs wrap-anywhere text-slate-600" data-testid={`${variant}-artist`}>
          {track.artist}
        </p>
      </div>
      <div className="ml-auto flex items-center gap-1 md:ml-0">
        {skipButton(copy.previous, SkipBack, () => engine.previous())}
        <PlayToggle tone="brand" />
        {skipButton(copy.next, SkipForward, () => engine.next())}
        <button
          type="button"
          aria-label={copy.shuffle}
          aria-pressed={state.shuffle}
          title={copy.shuffle}
          className={`${iconButton} ${state.shuffle ? "bg-brand-100 text-brand-700!" : ""} ${phoneHidden}`}
          onClick={() => void engine.setShuffle(!state.shuffle)}
        >
          <Shuffle className="size-5" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={volumeOpen ? copy.hideVolume : copy.showVolume}
          aria-expanded={volumeOpen}
          className={`${iconButton} md:hidden ${phoneHidden}`}
          onClick={() => setVolumeOpen((open) => !open)}
        >
          <VolumeIcon className="size-5" aria-hidden />
        </button>
      </div>
      <div className="order-first flex basis-full items-center gap-2 text-xs text-slate-600 tabular-nums md:order-none md:min-w-0 md:flex-1 md:basis-auto">
        <span data-testid={`${variant}-elapsed`}>{formatDuration(state.currentTime)}</span>
        <input
          type="range"
          aria-label={copy.seek}
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={Math.min(state.currentTime, duration || 0)}
          onChange={(event) => engine.seek(Number(event.target.value))}
          className={`${range} min-w-0 flex-1`}
        />
        <span data-testid={`${variant}-total`}>{formatDuration(duration)}</span>
      </div>
      {volumeAndSound(`basis-full md:basis-auto ${volumeOpen ? "flex" : "hidden"}`)}
    </div>
  );
}
