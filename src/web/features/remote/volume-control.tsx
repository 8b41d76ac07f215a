import { useEffect, useId, useRef, useState } from "react";
import { remoteCopy } from "~/shared/copy/remote";

/** Sends the volume once the finger rests this long: a drag is one command, not fifty. */
const SETTLE_MS = 150;

/**
 * The zone's volume, 0–100 %. While the owner moves it, it shows what they chose; once
 * the command is done with (`settled`), it shows again what the player says.
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
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {remoteCopy.volumeLabel}
      </label>
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
      <span className="w-12 text-right text-sm text-slate-700 tabular-nums">
        {shown === null ? "–" : `${shown} %`}
      </span>
    </div>
  );
}
