import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { remoteCopy } from "~/shared/copy/remote";
import { Button } from "~/web/components/ui/button";
import { SelectField } from "~/web/components/ui/select-field";
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
      <SelectField
        label={copy.label}
        value={messageId}
        disabled={props.disabled}
        onChange={(event) => setChosen(event.target.value)}
      >
        {list.map((message) => (
          <option key={message.id} value={message.id}>
            {message.name}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        className="min-h-11 whitespace-normal"
        disabled={props.disabled || !messageId}
        aria-label={copy.button(name, props.zone)}
        onClick={() => props.onSend({ kind: "message", messageId })}
      >
        {copy.text}
      </Button>
    </div>
  );
}
