import { Check, Clock, Volume2 } from "lucide-react";
import { messagesCopy } from "~/shared/copy/messages";
import type { MessageCampaign } from "~/shared/messages/schema";
import type { Weekday } from "~/shared/schedules/schema";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { dayPreview } from "~/shared/messages/day-preview";
import { comingStatus, comingText, localDateOf } from "./format";
import { useNow } from "~/web/lib/use-now";
import { spanishDateFormat } from "~/web/lib/spanish-date-format";

const copy = messagesCopy.today;
const dayName = spanishDateFormat({ weekday: "long", day: "numeric", month: "long" });

/**
 * "Hoy": the day's messages in the order they come, each with its zones; what has
 * sounded by now says so, and a between-songs campaign in its hours says "Ahora".
 */
export function TodaySection(props: { campaigns: MessageCampaign[] | undefined }) {
  const { campaigns } = props;
  const today = new Date(useNow(15_000));
  const minute = today.getHours() * 60 + today.getMinutes();
  // ISO weekday: 1 Monday … 7 Sunday.
  const weekday = (((today.getDay() + 6) % 7) + 1) as Weekday;
  const coming = campaigns ? dayPreview(campaigns, localDateOf(today), weekday) : undefined;
  const byId = new Map(campaigns?.map((campaign) => [campaign.id, campaign]));

  return (
    <section aria-labelledby="today-title" className="space-y-4">
      <div>
        <h2 id="today-title" className="text-xl font-semibold text-slate-900">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.lead(dayName().format(today))}</p>
      </div>
      {!coming ? (
        <RowSkeletons count={2} label={messagesCopy.page.loading} />
      ) : coming.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-sm text-slate-600 ring-1 ring-slate-200">
          {copy.empty}
        </p>
      ) : (
        <ol
          aria-label={copy.label}
          className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          {coming.map((item) => {
            const campaign = byId.get(item.campaignId);
            const status = comingStatus(item, campaign, minute);
            const Icon = status === "past" ? Check : status === "now" ? Volume2 : Clock;
            return (
              <li
                key={`${item.campaignId}-${item.at}`}
                className={`flex items-start gap-3 px-5 py-3 text-sm ${status === "past" ? "text-slate-600" : "text-slate-900"}`}
              >
                <Icon
                  className={`mt-0.5 size-4 flex-none ${status === "past" ? "text-slate-500" : "text-brand-700"}`}
                  aria-hidden
                />
                <span className="min-w-0 break-words">
                  {status !== "coming" && (
                    <span
                      className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-medium ${status === "past" ? "bg-slate-100 text-slate-700" : "bg-brand-50 text-brand-800"}`}
                    >
                      {status === "past" ? copy.past : copy.now}
                      <span className="sr-only">: </span>
                    </span>
                  )}
                  {comingText(item, campaign)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
