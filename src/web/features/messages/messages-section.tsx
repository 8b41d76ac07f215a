import { Mic } from "lucide-react";
import type { ReactNode } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import type { Message } from "~/shared/messages/schema";
import { useDeleteMessage } from "./api";
import { EditMessageForm } from "./edit-message-form";
import { EditableCardsSection } from "./editable-cards-section";
import { durationText, levelText, validityText } from "./format";
import { refusalText } from "./message-errors";
import { MessageAudio } from "./message-audio";
import { NewMessageForm } from "./new-message-form";

const copy = messagesCopy.list;

/**
 * "Mensajes": the account's announcements, each to listen to, change or delete (after a
 * question naming it), and the form that adds one by recording or uploading.
 */
export function MessagesSection(props: { messages: Message[] | undefined; thisYear: number }) {
  const remove = useDeleteMessage();
  return (
    <EditableCardsSection
      headingId="messages-title"
      texts={copy}
      items={props.messages}
      canAdd
      empty={{ icon: <Mic className="size-8 text-brand-700" aria-hidden />, text: copy.empty }}
      oneFormAtATime={false}
      form={(message, close) =>
        message ? (
          <EditMessageForm message={message} onCancel={() => close()} onSaved={close} />
        ) : (
          <NewMessageForm onCancel={() => close()} onSaved={close} />
        )
      }
      row={(message, actions) => (
        <MessageRow message={message} thisYear={props.thisYear} actions={actions} />
      )}
      remove={remove}
      removeFailed={(error) => refusalText(error, copy.removeFailed)}
    />
  );
}

function MessageRow(props: { message: Message; thisYear: number; actions: ReactNode }) {
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
        {props.actions}
      </div>
    </div>
  );
}
