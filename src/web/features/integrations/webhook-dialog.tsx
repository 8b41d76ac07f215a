import { useState } from "react";
import { publicApiCopy } from "~/shared/copy/public-api";
import { webhookEvents, type WebhookEvent } from "~/shared/public-api/webhook-events";
import { Field } from "~/web/components/ui/field";
import { useCreateWebhook } from "./api";
import { ChoiceList } from "./choice-list";
import { SecretFormDialog } from "./secret-form-dialog";

const copy = publicApiCopy.webhooks;

/** "Añadir dirección": the URL and its events; then the signing secret, shown once. */
export function WebhookDialog(props: { open: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const close = () => {
    setUrl("");
    setEvents([]);
    props.onClose();
  };
  return (
    <SecretFormDialog
      open={props.open}
      copy={copy}
      mutation={create}
      shown={(made) => ({ label: made.endpoint.url, secret: made.secret })}
      fields={["url", "events"] as const}
      onSubmit={() => create.mutate({ url, events })}
      onClose={close}
    >
      {(issueOf) => (
        <>
          <Field
            label={copy.url}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={500}
            error={issueOf("url")}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <ChoiceList
            legend={copy.events}
            choices={webhookEvents}
            labels={publicApiCopy.events}
            chosen={events}
            onChange={setEvents}
            error={issueOf("events")}
          />
        </>
      )}
    </SecretFormDialog>
  );
}
