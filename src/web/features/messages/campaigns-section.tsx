import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import type { Message, MessageCampaign } from "~/shared/messages/schema";
import { useDeleteCampaign } from "./api";
import { CampaignForm } from "./campaign-form";
import { EditableCardsSection } from "./editable-cards-section";
import { modeText, namesText, validityText, weekdaysText, zonesText } from "./format";
import { refusalText } from "./message-errors";

const copy = messagesCopy.campaigns;

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
  const remove = useDeleteCampaign();
  const hasZones = establishments.some((establishment) => establishment.zones.length > 0);
  const canCreate = messages.length > 0 && hasZones;
  /** What a campaign needs first, when it cannot be made yet. */
  const missing = messages.length === 0 ? copy.noMessages : copy.noZones;

  return (
    <EditableCardsSection
      headingId="campaigns-title"
      texts={copy}
      items={campaigns}
      canAdd={canCreate}
      notice={
        !canCreate &&
        campaigns &&
        campaigns.length > 0 &&
        props.messages &&
        props.establishments && <p className="text-sm text-slate-700">{missing}</p>
      }
      empty={{
        icon: <CalendarClock className="size-8 text-brand-700" aria-hidden />,
        text: canCreate || !props.messages || !props.establishments ? copy.empty : missing,
      }}
      oneFormAtATime
      form={(campaign, close) => (
        <CampaignForm
          campaign={campaign}
          messages={messages}
          establishments={establishments}
          onCancel={() => close()}
          onSaved={close}
        />
      )}
      row={(campaign, actions) => (
        <CampaignRow campaign={campaign} thisYear={props.thisYear} actions={actions} />
      )}
      remove={remove}
      removeFailed={(error) =>
        refusalText(error, copy.removeFailed, messagesCopy.errors.campaignNotFound)
      }
    />
  );
}

function CampaignRow(props: { campaign: MessageCampaign; thisYear: number; actions: ReactNode }) {
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
      <div className="flex flex-wrap gap-2">{props.actions}</div>
    </div>
  );
}
