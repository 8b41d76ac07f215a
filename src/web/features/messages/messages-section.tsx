import { Mic, Plus } from "lucide-react";
import { useState } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import type { Message } from "~/shared/messages/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { useDeleteMessage } from "./api";
import { EditMessageForm } from "./edit-message-form";
import { durationText, levelText, validityText } from "./format";
import { refusalText } from "./message-errors";
import { MessageAudio } from "./message-audio";
import { NewMessageForm } from "./new-message-form";

const copy = messagesCopy.list;
const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

/**
 * "Mensajes": the account's announcements, each to listen to, change or delete (after a
 * question naming it), and the form that adds one by recording or uploading.
 */
export function MessagesSection(props: { messages: Message[] | undefined; thisYear: number }) {
  const { messages } = props;
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<Message | null>(null);
  const remove = useDeleteMessage();
  const { outcome, show, report } = useOutcome();

  return (
    <section aria-labelledby="messages-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="messages-title" className="text-xl font-semibold text-slate-900">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{copy.lead}</p>
        </div>
        {!adding && (
          <Button
            onClick={() => {
              show(null);
              setAdding(true);
            }}
          >
            <Plus className="size-4" aria-hidden />
            {copy.add}
          </Button>
        )}
      </div>
      <Alert outcome={outcome} />
      {adding && (
        <div className={card}>
          <NewMessageForm
            onCancel={() => setAdding(false)}
            onSaved={(message) => {
              setAdding(false);
              show({ tone: "success", text: copy.saved(message.name) });
            }}
          />
        </div>
      )}
      {!messages ? (
        <RowSkeletons count={2} label={messagesCopy.page.loading} />
      ) : messages.length === 0 ? (
        !adding && (
          <div className={`${card} flex flex-col items-center gap-3 py-10 text-center`}>
            <Mic className="size-8 text-brand-700" aria-hidden />
            <p className="max-w-md text-sm text-slate-600">{copy.empty}</p>
          </div>
        )
      ) : (
        <ul className="space-y-3" aria-label={copy.label}>
          {messages.map((message) => (
            <li key={message.id} className={card}>
              {editingId === message.id ? (
                <EditMessageForm
                  message={message}
                  onCancel={() => setEditingId(null)}
                  onSaved={(saved) => {
                    setEditingId(null);
                    show({ tone: "success", text: copy.saved(saved.name) });
                  }}
                />
              ) : (
                <MessageRow
                  message={message}
                  thisYear={props.thisYear}
                  onEdit={() => {
                    show(null);
                    setEditingId(message.id);
                  }}
                  onRemove={() => {
                    remove.reset();
                    setDoomed(message);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? copy.removeTitle(doomed.name) : ""}
        confirmLabel={copy.remove}
        cancelLabel={copy.cancel}
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={() => {
          if (!doomed) return;
          remove.mutate(
            doomed.id,
            report(
              copy.removed(doomed.name),
              (error) => refusalText(error, copy.removeFailed),
              () => setDoomed(null),
            ),
          );
        }}
      >
        {copy.removeText}
      </ConfirmDialog>
    </section>
  );
}

function MessageRow(props: {
  message: Message;
  thisYear: number;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { message } = props;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-slate-900">
          {message.name}{" "}
          <span className="ml-1 text-sm font-normal text-slate-600 tabular-nums">
            <span className="sr-only">{copy.duration}: </span>
            {durationText(message.durationSeconds)}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          {validityText(message, props.thisYear)} · {levelText(message.levelDb)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MessageAudio
          src={message.audioPath}
          seconds={message.durationSeconds}
          labels={{
            listen: copy.listen(message.name),
            pause: copy.pause(message.name),
            position: copy.position(message.name),
          }}
          className="w-full sm:w-72"
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={copy.editLabel(message.name)}
          onClick={props.onEdit}
        >
          {copy.edit}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={copy.removeLabel(message.name)}
          onClick={props.onRemove}
        >
          {copy.remove}
        </Button>
      </div>
    </div>
  );
}
