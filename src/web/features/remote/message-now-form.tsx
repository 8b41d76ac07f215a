import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { remoteCopy } from "~/shared/copy/remote";
import { CommandButton, CommandSelect } from "./command-controls";
import { messagesQueryOptions, type CommandRequest } from "./api";

const copy = remoteCopy.messageNow;

/**
 * "Reproducir ahora" one of the account's messages in a zone (decision 029): its player plays
 * it over the music, lowered while it sounds. Nothing to offer without messages.
 */
export function MessageNowForm(props: {
  zone: string;
  disabled: boolean;
  onSend: (request: CommandRequest) => void;
}) {
  const messages = useQuery(messagesQueryOptions());
  const [chosen, setChosen] = useState<string | null>(null);
  const list = messages.data?.messages ?? [];
  const messageId = chosen ?? list[0]?.id ?? "";
  if (list.length === 0) return null;
  const name = list.find((message) => message.id === messageId)?.name ?? "";
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3">
      <CommandSelect
        label={copy.label}
        value={messageId}
        disabled={props.disabled}
        onChange={setChosen}
        options={list.map((message) => ({ value: message.id, text: message.name }))}
      />
      <CommandButton
        label={copy.button(name, props.zone)}
        text={copy.text}
        disabled={props.disabled || !messageId}
        onClick={() => props.onSend({ kind: "message", messageId })}
      />
    </div>
  );
}
