import { CalendarClock, Plus } from "lucide-react";
import { useState } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import type { Message, MessageCampaign } from "~/shared/messages/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { useDeleteCampaign } from "./api";
import { CampaignForm } from "./campaign-form";
import { modeText, namesText, validityText, weekdaysText, zonesText } from "./format";
import { refusalText } from "./message-errors";

const copy = messagesCopy.campaigns;
const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

/**
 * "Campañas de mensajes": each campaign in words (its messages, zones, dates, days and
 * how it sounds), the form that makes or changes one, and deletion after a question.
 */
export function CampaignsSection(props: {
  campaigns: MessageCampaign[] | undefined;
  messages: Message[] | undefined;
  establishments: ListedEstablishment[] | undefined;
  thisYear: number;
}) {
  const { campaigns, messages = [], establishments = [] } = props;
  /** The form open: "new", a campaign's id, or none. */
  const [editing, setEditing] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<MessageCampaign | null>(null);
  const remove = useDeleteCampaign();
  const { outcome, show, report } = useOutcome();
  const hasZones = establishments.some((place) => place.zones.length > 0);
  const canCreate = messages.length > 0 && hasZones;
  /** What a campaign needs first, when it cannot be made yet. */
  const missing = messages.length === 0 ? copy.noMessages : copy.noZones;
  const open = (id: string) => {
    show(null);
    setEditing(id);
  };
  const form = (campaign: MessageCampaign | null) => (
    <CampaignForm
      campaign={campaign}
      messages={messages}
      establishments={establishments}
      onCancel={() => setEditing(null)}
      onSaved={(saved) => {
        setEditing(null);
        show({ tone: "success", text: copy.saved(saved.name) });
      }}
    />
  );

  return (
    <section aria-labelledby="campaigns-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="campaigns-title" className="text-xl font-semibold text-slate-900">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{copy.lead}</p>
        </div>
        {editing !== "new" && canCreate && (
          <Button onClick={() => open("new")}>
            <Plus className="size-4" aria-hidden />
            {copy.add}
          </Button>
        )}
      </div>
      <Alert outcome={outcome} />
      {!canCreate &&
        campaigns &&
        campaigns.length > 0 &&
        props.messages &&
        props.establishments && <p className="text-sm text-slate-700">{missing}</p>}
      {editing === "new" && <div className={card}>{form(null)}</div>}
      {!campaigns ? (
        <RowSkeletons count={2} label={messagesCopy.page.loading} />
      ) : campaigns.length === 0 ? (
        editing !== "new" && (
          <div className={`${card} flex flex-col items-center gap-3 py-10 text-center`}>
            <CalendarClock className="size-8 text-brand-700" aria-hidden />
            <p className="max-w-md text-sm text-slate-600">
              {canCreate || !props.messages || !props.establishments ? copy.empty : missing}
            </p>
          </div>
        )
      ) : (
        <ul className="space-y-3" aria-label={copy.label}>
          {campaigns.map((campaign) => (
            <li key={campaign.id} className={card}>
              {editing === campaign.id ? (
                form(campaign)
              ) : (
                <CampaignRow
                  campaign={campaign}
                  thisYear={props.thisYear}
                  onEdit={() => open(campaign.id)}
                  onRemove={() => {
                    remove.reset();
                    setDoomed(campaign);
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
              (error) =>
                refusalText(error, copy.removeFailed, messagesCopy.errors.campaignNotFound),
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

function CampaignRow(props: {
  campaign: MessageCampaign;
  thisYear: number;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { campaign } = props;
  const facts: [string, string][] = [
    [copy.how, modeText(campaign.mode)],
    [copy.messages, namesText(campaign.messages.map((message) => message.name))],
    [copy.zones, zonesText(campaign.zones)],
    [copy.dates, validityText(campaign, props.thisYear)],
    [copy.days, weekdaysText(campaign.weekdays)],
  ];
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900">{campaign.name}</h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600">{term}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={copy.editLabel(campaign.name)}
          onClick={props.onEdit}
        >
          {copy.edit}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={copy.removeLabel(campaign.name)}
          onClick={props.onRemove}
        >
          {copy.remove}
        </Button>
      </div>
    </div>
  );
}
