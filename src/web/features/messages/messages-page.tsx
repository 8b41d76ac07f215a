import { useQuery } from "@tanstack/react-query";
import { messagesCopy } from "~/shared/copy/messages";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import { Alert } from "~/web/components/ui/alert";
import { campaignsQueryOptions, messagesQueryOptions } from "./api";
import { CampaignsSection } from "./campaigns-section";
import { MessagesSection } from "./messages-section";
import { TodaySection } from "./today-section";

const parts = [
  { href: "#messages-title", label: messagesCopy.list.title },
  { href: "#campaigns-title", label: messagesCopy.campaigns.title },
  { href: "#today-title", label: messagesCopy.today.title },
];

/**
 * /dashboard/mensajes (decision 029): the account's messages, the campaigns that play them,
 * and what the day holds.
 */
export function MessagesPage(props: {
  /** The establishments with their zones (undefined while they load): where campaigns play. */
  establishments: ListedEstablishment[] | undefined;
  establishmentsFailed: boolean;
}) {
  const messages = useQuery(messagesQueryOptions());
  const campaigns = useQuery(campaignsQueryOptions());
  const today = new Date();
  const thisYear = today.getFullYear();
  const failed = messages.isError || campaigns.isError || props.establishmentsFailed;

  return (
    <div className="space-y-10">
      <nav aria-label={messagesCopy.page.sectionsLabel} className="-mt-4 flex flex-wrap gap-2">
        {parts.map((part) => (
          <a
            key={part.href}
            href={part.href}
            className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:text-brand-700"
          >
            {part.label}
          </a>
        ))}
      </nav>
      {failed && <Alert tone="error">{messagesCopy.page.loadError}</Alert>}
      <MessagesSection messages={messages.data?.messages} thisYear={thisYear} />
      <CampaignsSection
        campaigns={campaigns.data?.campaigns}
        messages={messages.data?.messages}
        establishments={props.establishments}
        thisYear={thisYear}
      />
      <TodaySection campaigns={campaigns.data?.campaigns} />
    </div>
  );
}
