import { useQuery } from "@tanstack/react-query";
import { campaignsCopy } from "~/shared/copy/campaigns";
import { campaignsQueryOptions } from "./api";
import { spanishDateFormat } from "~/web/lib/spanish-date-format";

const copy = campaignsCopy.history;
const when = spanishDateFormat({ dateStyle: "medium", timeStyle: "short" });

export function CampaignHistory() {
  const { data: campaigns = [] } = useQuery(campaignsQueryOptions());
  return (
    <section
      aria-label={copy.heading}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-semibold text-slate-900">{copy.heading}</h2>
      {campaigns.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{copy.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {campaigns.map((campaign) => (
            <li
              key={campaign.id}
              data-testid="campaign"
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-900">
                  {campaign.subject}
                </span>
                <span className="text-xs text-slate-500">
                  {when().format(new Date(campaign.createdAt))}
                </span>
              </span>
              <span className="text-sm text-slate-600">
                {copy.totals(campaign.sent, campaign.failed, campaign.total)} ·{" "}
                {campaign.status === "done" ? copy.done : copy.sending}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
