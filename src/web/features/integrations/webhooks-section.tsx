import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { publicApiCopy } from "~/shared/copy/public-api";
import type { DeliveryStatus } from "~/shared/public-api/webhook-events";
import type { WebhookEndpointSummary } from "~/shared/public-api/webhooks-schema";
import { Alert } from "~/web/components/ui/alert";
import { Badge, type BadgeTone } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { CardSection } from "~/web/components/ui/card-section";
import { ConfirmRemoval } from "~/web/components/ui/confirm-removal";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { useDisableWebhook, webhooksQueryOptions } from "./api";
import { shortDate } from "./short-date";
import { WebhookDialog } from "./webhook-dialog";

const copy = publicApiCopy.webhooks;
const toneOf = {
  pending: "warning",
  delivered: "success",
  failed: "danger",
  cancelled: "neutral",
} as const satisfies Record<DeliveryStatus, BadgeTone>;

/** One endpoint: its URL and events, its latest deliveries, and disabling it. */
function EndpointItem(props: { endpoint: WebhookEndpointSummary; onDisable: () => void }) {
  const { endpoint } = props;
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="font-mono break-all text-slate-900">{endpoint.url}</p>
          <p className="text-slate-700">{endpoint.events.join(", ")}</p>
        </div>
        {endpoint.disabledAt ? (
          <Badge>{copy.disabled}</Badge>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${copy.disable} ${endpoint.url}`}
            onClick={props.onDisable}
          >
            {copy.disable}
          </Button>
        )}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{copy.deliveries}</summary>
        {endpoint.deliveries.length === 0 ? (
          <p className="mt-2 text-slate-600">{copy.noDeliveries}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {endpoint.deliveries.map((delivery) => (
              <li key={delivery.id} className="flex flex-wrap items-center gap-2 text-slate-700">
                <Badge tone={toneOf[delivery.status]}>{copy.deliveryStatus[delivery.status]}</Badge>
                <span className="font-mono text-xs">{delivery.event}</span>
                <span className="text-xs">
                  {shortDate(delivery.createdAt)} · {copy.attempts(delivery.attempts)}
                </span>
                {delivery.lastError && (
                  <span className="w-full text-xs break-words text-red-700">
                    {copy.lastError(delivery.lastError)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

/** "Webhooks": the owner's endpoints, a new one, disabling one after a confirmation. */
export function WebhooksSection() {
  const endpoints = useQuery(webhooksQueryOptions());
  const disable = useDisableWebhook();
  const { outcome, report } = useOutcome();
  const [adding, setAdding] = useState(false);
  const [disabling, setDisabling] = useState<WebhookEndpointSummary | null>(null);
  return (
    <CardSection
      headingId="webhooks-title"
      heading={copy.heading}
      className="rounded-2xl p-4 sm:p-6"
    >
      <div className="mt-3 space-y-4">
        <Alert outcome={outcome} />
        <Button onClick={() => setAdding(true)}>{copy.add}</Button>
        {endpoints.isPending && <RowSkeletons count={1} label={copy.heading} />}
        {endpoints.isError && <Alert tone="error">{publicApiCopy.page.loadError}</Alert>}
        {endpoints.data?.endpoints.length === 0 && (
          <p className="text-sm text-slate-600">{copy.none}</p>
        )}
        {endpoints.data && endpoints.data.endpoints.length > 0 && (
          <ul className="divide-y divide-slate-200" aria-label={copy.heading}>
            {endpoints.data.endpoints.map((endpoint) => (
              <EndpointItem
                key={endpoint.id}
                endpoint={endpoint}
                onDisable={() => {
                  disable.reset();
                  setDisabling(endpoint);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <WebhookDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmRemoval
        doomed={disabling}
        title={(endpoint) => copy.disableTitle(endpoint.url)}
        confirmLabel={copy.disable}
        cancelLabel={copy.cancel}
        pending={disable.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={(endpoint) =>
          disable.mutate(
            endpoint.id,
            report(null, { fallback: publicApiCopy.tokens.failed }, () => setDisabling(null)),
          )
        }
      >
        {copy.disableText}
      </ConfirmRemoval>
    </CardSection>
  );
}
