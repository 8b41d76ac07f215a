import { useQuery } from "@tanstack/react-query";
import { UploadCloud, X } from "lucide-react";
import { useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { catalogCopy } from "~/shared/copy/catalog";
import { songUploadFieldsSchema } from "~/shared/catalog/schema";
import type { Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { inputClasses } from "~/web/components/ui/field";
import { failureOutcome } from "~/web/components/ui/use-outcome";
import { errorMessage } from "~/web/lib/error-message";
import { maxLengthOf } from "~/web/lib/schema-limits";
import {
  genresQueryOptions,
  uploadLimitsQueryOptions,
  useUploadSongs,
  type QueuedSong,
} from "./api";
import { uploadErrors } from "./catalog-errors";
import { Panel } from "./panel";
import { readTags } from "./read-tags";
import { NamedOptions } from "~/web/components/ui/named-options";

const copy = catalogCopy.upload;
const fields = songUploadFieldsSchema.shape;
/** What each queued file's tags fill in, and the owner may correct before it uploads. */
const tagFields = ["title", "artist"] as const;

interface QueuedFile {
  id: string;
  file: File;
  title: string;
  artist: string;
  status: "queued" | "uploading" | "done" | "failed";
  progress: number;
  error?: string;
}

export function UploadPanel({ onOutcome }: { onOutcome: (outcome: Outcome | null) => void }) {
  const { data: genres = [] } = useQuery(genresQueryOptions("manage"));
  const { data: limits } = useQuery(uploadLimitsQueryOptions());
  const maxMb = Math.round((limits?.maxUploadBytes ?? 200 * 1024 * 1024) / 1024 / 1024);
  const upload = useUploadSongs();
  const uploading = upload.isPending;
  const [genreId, setGenreId] = useState("");
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  const update = (id: string, changes: Partial<QueuedFile>) =>
    setQueue((items) => items.map((item) => (item.id === id ? { ...item, ...changes } : item)));

  async function addFiles(files: FileList | File[]) {
    const added = await Promise.all(
      [...files].map(async (file, index) => ({
        id: `${Date.now()}-${index}-${file.name}`,
        file,
        ...(await readTags(file)),
        status: "queued" as const,
        progress: 0,
      })),
    );
    setQueue((items) => [...items.filter((item) => item.status !== "done"), ...added]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Each song's fields by the server's own rule: a genre, a title and an artist.
    const songs: QueuedSong[] = [];
    for (const item of queue.filter((entry) => entry.status !== "done")) {
      const parsed = songUploadFieldsSchema.safeParse({ genreId, ...item });
      if (!parsed.success) {
        const text = parsed.error.issues[0]?.message ?? catalogCopy.errors.incompleteUpload;
        onOutcome({ tone: "error", text });
        return;
      }
      songs.push({ ...item, ...parsed.data });
    }
    if (songs.length === 0) {
      onOutcome({ tone: "error", text: catalogCopy.errors.incompleteUpload });
      return;
    }
    const errors = uploadErrors(maxMb);
    upload.mutate(
      {
        genreId,
        songs,
        onProgress: (id, progress) => update(id, { status: "uploading", progress }),
        onDone: (id, error) =>
          update(
            id,
            error
              ? { status: "failed", error: errorMessage(error, errors) }
              : { status: "done", progress: 1 },
          ),
      },
      {
        onSuccess: ({ stored, failure }) => {
          if (failure) {
            onOutcome(failureOutcome(failure, errors));
            return;
          }
          onOutcome({ tone: "success", text: copy.success(stored) });
          setQueue([]);
          if (fileInput.current) fileInput.current.value = "";
        },
      },
    );
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) void addFiles(event.dataTransfer.files);
  }

  return (
    <Panel title={copy.heading} className="md:col-span-2 xl:col-span-1">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${ids}-genre`} className="block text-sm font-medium text-slate-800">
            {copy.genre}
          </label>
          <select
            id={`${ids}-genre`}
            value={genreId}
            onChange={(event) => setGenreId(event.target.value)}
            className={`${inputClasses} mt-1.5`}
          >
            <option value="">{copy.chooseGenre}</option>
            <NamedOptions items={genres} />
          </select>
        </div>
        <label
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm ${dragging ? "border-brand-500 bg-brand-50" : "border-slate-300 hover:border-brand-400"}`}
        >
          <UploadCloud className="size-7 text-brand-600" aria-hidden />
          <span className="font-medium text-slate-800">{copy.drop}</span>
          <span className="text-xs text-slate-500">{copy.formats(maxMb)}</span>
          <input
            ref={fileInput}
            type="file"
            accept="audio/*"
            multiple
            aria-label={copy.file}
            className="sr-only"
            onChange={(event) => event.target.files && void addFiles(event.target.files)}
          />
        </label>
        {queue.length > 0 && (
          <ul className="space-y-3">
            {queue.map((item) => (
              <li key={item.id} className="rounded-xl p-3 ring-1 ring-slate-200">
                <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
                  <span className="truncate">{item.file.name}</span>
                  {item.status !== "uploading" && !uploading && (
                    <button
                      type="button"
                      onClick={() =>
                        setQueue((items) => items.filter((other) => other.id !== item.id))
                      }
                      aria-label={`${copy.remove} ${item.file.name}`}
                      className="rounded p-1 hover:bg-slate-100"
                    >
                      <X className="size-4" aria-hidden />
                    </button>
                  )}
                </div>
                <div className="mt-2 grid gap-2">
                  {tagFields.map((tag) => (
                    <input
                      key={tag}
                      aria-label={
                        queue.length === 1 ? copy[tag] : `${copy[tag]}: ${item.file.name}`
                      }
                      placeholder={copy[tag]}
                      value={item[tag]}
                      maxLength={maxLengthOf(fields[tag])}
                      disabled={uploading}
                      onChange={(event) => update(item.id, { [tag]: event.target.value })}
                      className={inputClasses}
                    />
                  ))}
                </div>
                {item.status !== "queued" && (
                  <div className="mt-2">
                    <div
                      role="progressbar"
                      aria-label={copy.progress(item.file.name, Math.round(item.progress * 100))}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(item.progress * 100)}
                      className="h-2 overflow-hidden rounded-full bg-slate-100"
                    >
                      <div
                        className={`h-full rounded-full transition-[width] ${item.status === "failed" ? "bg-red-500" : "bg-brand-600"}`}
                        style={{ width: `${Math.round(item.progress * 100)}%` }}
                      />
                    </div>
                    {item.error && <p className="mt-1 text-xs text-red-600">{item.error}</p>}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <Button type="submit" disabled={uploading} className="w-full">
          {uploading ? copy.uploading : copy.submit}
        </Button>
      </form>
    </Panel>
  );
}
