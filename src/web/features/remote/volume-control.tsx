import { Minus, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { remoteCopy } from "~/shared/copy/remote";
import { RoundButton } from "./round-button";

/** Sends the volume once the finger rests this long: a drag is one command, not fifty. */
const SETTLE_MS = 150;
/** What − and + change, in points of 100: fine enough for a room, few enough taps. */
const VOLUME_STEP = 5;

/**
 * The zone's volume, 0–100 %, across the card's width with − and + either side: on a
 * phone a thumb lands where it means to, or steps. While the owner moves it, it shows what
 * they chose; once the command is done with (`settled`), it shows again what the player says.
 */
export function VolumeControl(props: {
  zone: string;
  /** The player's, 0–1; null when no player ever said one. */
  volume: number | null;
  disabled: boolean;
  settled: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { settled, onChange } = props;
  useEffect(() => {
    if (settled && timer.current === undefined) setDraft(null);
  }, [settled]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (percent: number) => {
    setDraft(percent);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      onChange(percent / 100);
    }, SETTLE_MS);
  };
  const known = props.volume === null ? null : Math.round(props.volume * 100);
  const shown = draft ?? known;
  const step = (by: number) => {
    if (shown !== null) change(Math.min(100, Math.max(0, shown + by)));
  };
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {remoteCopy.volumeLabel}
        </label>
        <span className="text-sm text-slate-700 tabular-nums">
          {shown === null ? "–" : `${shown} %`}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <RoundButton
          tone="plain"
          aria-label={remoteCopy.volumeDown(props.zone)}
          disabled={props.disabled || shown === null || shown <= 0}
          onClick={() => step(-VOLUME_STEP)}
        >
          <Minus className="size-5" aria-hidden />
        </RoundButton>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={shown ?? 0}
          disabled={props.disabled}
          aria-label={remoteCopy.volume(props.zone)}
          aria-valuetext={shown === null ? remoteCopy.unknownVolume : `${shown} %`}
          onChange={(event) => change(Number(event.target.value))}
          className="h-11 min-w-0 flex-1 accent-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <RoundButton
          tone="plain"
          aria-label={remoteCopy.volumeUp(props.zone)}
          disabled={props.disabled || shown === null || shown >= 100}
          onClick={() => step(VOLUME_STEP)}
        >
          <Plus className="size-5" aria-hidden />
        </RoundButton>
      </div>
    </div>
  );
}
