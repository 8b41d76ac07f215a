import { useEffect, useId, useState } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import {
  DEFAULT_MESSAGE_LEVEL_DB,
  MAX_MESSAGE_BYTES,
  MAX_MESSAGE_MB,
  MAX_MESSAGE_SECONDS,
  messageUploadFieldsSchema,
  type Message,
} from "~/shared/messages/schema";
import { Alert, type Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { inputClasses } from "~/web/components/ui/field";
import { fieldIssuesOf } from "~/web/lib/field-issues";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useUploadMessage } from "./api";
import { localDateOf } from "./format";
import { MessageFields } from "./message-fields";
import { isAboutTheFile, refusalText } from "./message-errors";
import { RecorderPanel } from "./recorder-panel";
import { RecordingGuard } from "./recording-guard";
import { useRecorder } from "./use-recorder";

const copy = messagesCopy.form;
const errors = messagesCopy.errors;
const fieldNames = ["name", "validFrom", "validUntil", "levelDb"] as const;

/**
 * "Nuevo mensaje": its audio recorded here or chosen from the device, its name, validity
 * and level. What was typed and recorded stays after a refusal; the server's words about
 * a field go under it, about the audio under the audio, anything else in the form's alert.
 */
export function NewMessageForm(props: {
  onSaved: (message: Message) => void;
  onCancel: () => void;
}) {
  const upload = useUploadMessage();
  const recorder = useRecorder();
  const [source, setSource] = useState<"record" | "upload">("record");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [progress, setProgress] = useState(0);
  const ids = useId();
  const form = useSchemaForm(messageUploadFieldsSchema, {
    defaultValues: {
      name: "",
      validFrom: localDateOf(new Date()),
      validUntil: "",
      levelDb: DEFAULT_MESSAGE_LEVEL_DB,
    },
  });

  // The form takes the place of the button that opened it: the focus goes on into it.
  const { setFocus } = form;
  useEffect(() => setFocus("name"), [setFocus]);
  const audio =
    source === "upload" ? file : recorder.state.status === "recorded" ? recorder.state.file : null;

  /** The audio's own problem before sending: none, or too big to be worth sending. */
  function checkAudio(): boolean {
    const problem = !audio
      ? errors.fileRequired
      : audio.size > MAX_MESSAGE_BYTES
        ? errors.tooLarge(MAX_MESSAGE_MB)
        : null;
    setFileError(problem);
    return problem === null;
  }

  const submit = form.handleSubmit(
    (fields) => {
      if (!checkAudio() || !audio) return;
      setOutcome(null);
      setProgress(0);
      upload.mutate(
        { fields, file: audio, onProgress: setProgress },
        {
          onSuccess: (message) => props.onSaved(message),
          onError: (error) => {
            for (const issue of fieldIssuesOf(error, fieldNames))
              form.setError(issue.field, { message: issue.message });
            const text = refusalText(error, messagesCopy.list.failed);
            if (isAboutTheFile(error)) setFileError(text);
            else setOutcome({ tone: "error", text });
          },
        },
      );
    },
    () => checkAudio(),
  );

  function choose(files: FileList | null) {
    const chosen = files?.[0] ?? null;
    setFile(chosen);
    setFileError(null);
    // A file's name is a good first name for the message.
    if (chosen && !form.getValues("name"))
      form.setValue("name", chosen.name.replace(/\.[^.]+$/, "").slice(0, 60));
  }

  const fileErrorId = `${ids}-file-error`;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="text-base font-semibold text-slate-900">
        {copy.addTitle}
      </h3>
      <Alert outcome={outcome} />
      <RecordingGuard
        active={
          source === "record" &&
          (recorder.state.status === "recording" || recorder.state.status === "recorded") &&
          !upload.isSuccess
        }
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-800">{copy.source}</legend>
        <div className="flex flex-wrap gap-2">
          {(["record", "upload"] as const).map((each) => (
            <label
              key={each}
              className="flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={`${ids}-source`}
                className="size-4 accent-brand-600"
                checked={source === each}
                onChange={() => {
                  setSource(each);
                  setFileError(null);
                }}
              />
              {copy[each]}
            </label>
          ))}
        </div>
        {source === "record" ? (
          <RecorderPanel
            state={recorder.state}
            onStart={() => {
              setFileError(null);
              void recorder.start();
            }}
            onStop={recorder.stop}
            errorId={fileError ? fileErrorId : undefined}
          />
        ) : (
          <div>
            <label htmlFor={`${ids}-file`} className="block text-sm font-medium text-slate-800">
              {copy.file}
            </label>
            <input
              id={`${ids}-file`}
              type="file"
              accept="audio/*,.mp3,.wav,.ogg,.opus,.webm,.flac"
              aria-describedby={`${ids}-file-hint${fileError ? ` ${fileErrorId}` : ""}`}
              aria-invalid={fileError ? true : undefined}
              className={`${inputClasses} mt-1.5 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-brand-700`}
              onChange={(event) => choose(event.target.files)}
            />
            <p id={`${ids}-file-hint`} className="mt-1.5 text-xs text-slate-600">
              {copy.fileHint(MAX_MESSAGE_MB, MAX_MESSAGE_SECONDS)}
            </p>
          </div>
        )}
        {fileError && (
          <p id={fileErrorId} role="alert" className="text-sm text-red-600">
            {fileError}
          </p>
        )}
      </fieldset>
      <MessageFields field={(name) => form.register(name)} errors={form.formState.errors} />
      {upload.isPending && (
        <progress
          max={1}
          value={progress}
          aria-label={copy.uploading(Math.round(progress * 100))}
          className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={upload.isPending || recorder.state.status === "recording"}>
          {upload.isPending ? copy.uploading(Math.round(progress * 100)) : copy.save}
        </Button>
        <Button
          variant="secondary"
          disabled={upload.isPending}
          onClick={() => {
            recorder.reset();
            props.onCancel();
          }}
        >
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
