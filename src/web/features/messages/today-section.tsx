import { Clock } from "lucide-react";
import { messagesCopy } from "~/shared/copy/messages";
import type { MessageCampaign } from "~/shared/schemas/messages";
import type { Weekday } from "~/shared/schemas/schedules";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { dayPreview } from "~/shared/messages/day-preview";
import { comingText, localDateOf } from "./format";
import { onFirstUse } from "~/shared/intl/on-first-use";

const copy = messagesCopy.today;
const dayName = onFirstUse(
  () =>
    new Intl.DateTimeFormat("es-ES", {
      weekday: "long",
      day: "numeric",
      month: "long",
    }),
);

/** "Hoy": the day's messages in the order they come, each with its zones. */
export function TodaySection(props: { campaigns: MessageCampaign[] | undefined; today: Date }) {
  const { campaigns, today } = props;
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
          {coming.map((item) => (
            <li
              key={`${item.campaignId}-${item.at}`}
              className="flex items-start gap-3 px-5 py-3 text-sm text-slate-900"
            >
              <Clock className="mt-0.5 size-4 flex-none text-brand-700" aria-hidden />
              <span className="min-w-0 break-words">
                {comingText(item, byId.get(item.campaignId))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
