import { Pause, Play } from "lucide-react";
import { useRef, useState } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import { durationText } from "./format";

/**
 * A message to listen to: play/pause, where it is, and how long it lasts from the start.
 * The length is the one the server measured (or the recorder timed): the browser's own
 * controls say 0:00 / 0:00 until they load the file, and a recording in WebM carries no
 * length at all. Nothing is downloaded until "Escuchar".
 */
export function MessageAudio(props: {
  src: string;
  seconds: number;
  /** "Escuchar «Cierre»", "Pausar «Cierre»", "Punto de «Cierre»". */
  labels: { listen: string; pause: string; position: string };
  className?: string;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [at, setAt] = useState(0);
  const total = Math.max(props.seconds, at);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  return (
    <div className={`flex items-center gap-2 ${props.className ?? ""}`}>
      <audio
        ref={audio}
        preload="none"
        src={props.src}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setAt(0)}
        onTimeUpdate={(event) => setAt(event.currentTarget.currentTime)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? props.labels.pause : props.labels.listen}
        className="flex size-10 flex-none items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        {playing ? (
          <Pause className="size-4" aria-hidden />
        ) : (
          <Play className="size-4" aria-hidden />
        )}
      </button>
      <input
        type="range"
        min={0}
        max={total}
        step={0.1}
        value={at}
        aria-label={props.labels.position}
        aria-valuetext={messagesCopy.list.positionValue(durationText(at), durationText(total))}
        className="min-w-0 flex-1 accent-brand-600"
        onChange={(event) => {
          const to = Number(event.target.value);
          setAt(to);
          if (audio.current) audio.current.currentTime = to;
        }}
      />
      <span className="flex-none text-sm text-slate-700 tabular-nums" aria-hidden>
        {durationText(at)} / {durationText(total)}
      </span>
    </div>
  );
}
