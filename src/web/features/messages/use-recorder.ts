import { useCallback, useEffect, useRef, useState } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import { MAX_MESSAGE_SECONDS } from "~/shared/messages/schema";

/** Why the browser cannot record: the person said no, or there is no microphone or recorder. */
export type RecorderProblem = "denied" | "unavailable" | "failed";

export type RecorderState =
  | { status: "idle" }
  | { status: "asking" }
  | { status: "recording"; seconds: number }
  | { status: "recorded"; file: File; url: string; seconds: number }
  | { status: "error"; problem: RecorderProblem };

/** Opus in WebM first (Chromium, Firefox): the server measures it; the others as a browser can. */
const formats = [
  { mimeType: "audio/webm;codecs=opus", extension: "webm" },
  { mimeType: "audio/webm", extension: "webm" },
  { mimeType: "audio/ogg;codecs=opus", extension: "ogg" },
];

const problemOf = (error: unknown): RecorderProblem =>
  error instanceof DOMException &&
  (error.name === "NotAllowedError" || error.name === "SecurityError")
    ? "denied"
    : "unavailable";

/**
 * Records a message from the microphone (MediaRecorder over getUserMedia): start, stop,
 * again. The recording is a File named like an upload, typed as the recorder made it;
 * it stops by itself at the longest a message may be.
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>({ status: "idle" });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const url = useRef<string | null>(null);

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);
  const forgetRecording = useCallback(() => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  }, []);

  /** Stops and forgets the recorder: what it was recording is dropped. */
  const drop = useCallback(() => {
    const current = recorder.current;
    recorder.current = null;
    if (current?.state === "recording") current.stop();
    release();
  }, [release]);

  // Leaving the page stops the microphone and frees the preview.
  useEffect(
    () => () => {
      drop();
      forgetRecording();
    },
    [drop, forgetRecording],
  );

  const recording = state.status === "recording";
  useEffect(() => {
    if (!recording) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const seconds = (Date.now() - startedAt) / 1000;
      if (seconds >= MAX_MESSAGE_SECONDS && recorder.current?.state === "recording")
        recorder.current.stop();
      else setState((now) => (now.status === "recording" ? { ...now, seconds } : now));
    }, 250);
    return () => clearInterval(timer);
  }, [recording]);

  async function start() {
    forgetRecording();
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined")
      return setState({ status: "error", problem: "unavailable" });
    setState({ status: "asking" });
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      return setState({ status: "error", problem: problemOf(error) });
    }
    const format = formats.find((each) => MediaRecorder.isTypeSupported(each.mimeType));
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    let made: MediaRecorder;
    try {
      made = new MediaRecorder(stream.current, format ? { mimeType: format.mimeType } : {});
    } catch {
      release();
      return setState({ status: "error", problem: "failed" });
    }
    made.addEventListener("dataavailable", (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    made.addEventListener("stop", () => {
      release();
      if (recorder.current !== made) return;
      const type = made.mimeType || format?.mimeType || "audio/webm";
      const file = new File(chunks, messagesCopy.recorder.fileName(format?.extension ?? "webm"), {
        type,
      });
      forgetRecording();
      url.current = URL.createObjectURL(file);
      setState({
        status: "recorded",
        file,
        url: url.current,
        seconds: (Date.now() - startedAt) / 1000,
      });
    });
    made.addEventListener("error", () => {
      release();
      if (recorder.current !== made) return;
      setState({ status: "error", problem: "failed" });
    });
    recorder.current = made;
    made.start();
    setState({ status: "recording", seconds: 0 });
  }

  function stop() {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }

  /** Back to nothing recorded (the form was sent or closed). */
  function reset() {
    drop();
    forgetRecording();
    setState({ status: "idle" });
  }

  return { state, start, stop, reset };
}
