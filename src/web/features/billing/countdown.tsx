import { subscriptionCopy } from "~/shared/copy/subscription";
import { useNow } from "~/web/lib/use-now";

const copy = subscriptionCopy.status;

/** Days, hours and minutes until `until`, ticking every second; 'Suscripción expirada' once past. */
export function Countdown({ until }: { until: string }) {
  const now = useNow(1000);
  const left = new Date(until).getTime() - now;
  if (left <= 0) return <span data-testid="countdown">{copy.expired}</span>;
  const minutes = Math.floor(left / 60_000);
  return (
    <span data-testid="countdown" className="tabular-nums">
      {copy.countdownValue(
        Math.floor(minutes / 1440),
        Math.floor((minutes % 1440) / 60),
        minutes % 60,
      )}
    </span>
  );
}
