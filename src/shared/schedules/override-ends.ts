const HALF_HOUR_MS = 30 * 60_000;
/** The server takes an end at most a day ahead: every half hour from the next, within it. */
const CHOICES = 47;

const clockTimes = new Map<string, Intl.DateTimeFormat>();

/** "14:30" on a time zone's clocks; made once per zone, the slow part. */
function clockTime(timeZone: string): Intl.DateTimeFormat {
  let format = clockTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("es-ES", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    clockTimes.set(timeZone, format);
  }
  return format;
}

/**
 * The ends a choice by hand may have ("Poner esta lista hasta las …"), each worded on the
 * establishment's clock (the owner may be elsewhere, the music sounds there): every half
 * hour from the next, within a day. One formatter per zone for the page's life: making one
 * on every render cost a slow phone 50 ms each time the remote's zones changed.
 */
export function overrideEndChoices(now: number, timeZone: string) {
  const time = clockTime(timeZone);
  const first = Math.ceil((now + 1) / HALF_HOUR_MS) * HALF_HOUR_MS;
  return Array.from({ length: CHOICES }, (_, step) => {
    const at = new Date(first + step * HALF_HOUR_MS);
    return { value: at.toISOString(), time: time.format(at) };
  });
}
