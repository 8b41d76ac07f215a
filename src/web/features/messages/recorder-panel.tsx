import { Mic, RotateCcw, Square } from "lucide-react";
import { messagesCopy } from "~/shared/copy/messages";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { durationText } from "./format";
import { MessageAudio } from "./message-audio";
import type { RecorderState } from "./use-recorder";

const copy = messagesCopy.recorder;

/**
 * "Grabar" → the time running and "Detener" → the recording to listen to and "Volver a
 * grabar". Without a microphone it says so; the file upload beside it still works.
 */
export function RecorderPanel(props: {
  state: RecorderState;
  onStart: () => void;
  onStop: () => void;
  /** The form's error for the audio (none chosen, or the server's about the file). */
  errorId?: string;
}) {
  const { state } = props;
  return (
    <div className="space-y-3">
      {state.status === "recording" ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-red-700">
            <span className="size-2.5 rounded-full bg-red-600" aria-hidden />
            {copy.recording(durationText(state.seconds))}
          </p>
          <Button variant="secondary" onClick={props.onStop}>
            <Square className="size-4" aria-hidden />
            {copy.stop}
          </Button>
        </div>
      ) : state.status === "recorded" ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{copy.recorded(durationText(state.seconds))}</p>
          <div className="flex flex-wrap items-center gap-3">
            <MessageAudio
              src={state.url}
              seconds={state.seconds}
              labels={{
                listen: copy.preview,
                pause: copy.pausePreview,
                position: copy.previewPosition,
              }}
              className="w-full max-w-xs"
            />
            <Button variant="secondary" onClick={props.onStart}>
              <RotateCcw className="size-4" aria-hidden />
              {copy.again}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          onClick={props.onStart}
          disabled={state.status === "asking"}
          aria-describedby={props.errorId}
        >
          <Mic className="size-4" aria-hidden />
          {copy.start}
        </Button>
      )}
      {state.status === "asking" && <p className="text-sm text-slate-600">{copy.asking}</p>}
      {state.status === "error" && <Alert tone="error">{copy[state.problem]}</Alert>}
    </div>
  );
}
