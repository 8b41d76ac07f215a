import { messagesCopy } from "~/shared/copy/messages";
import { DAY_MINUTES } from "~/shared/schedules/day-minutes";
import type { Weekday } from "~/shared/schedules/schema";
import type { CampaignMode, ComingMessage, MessageCampaign } from "~/shared/messages/schema";
import { onFirstUse } from "~/shared/intl/on-first-use";

const copy = messagesCopy;
const list = onFirstUse(() => new Intl.ListFormat("es", { type: "conjunction" }));

/** 12 → "0:12", 75.4 → "1:15": a message's length as a player shows it. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** "2026-12-01" → "1 dic.", or "1 dic. 2027" when not in `thisYear`. */
export function dayText(date: string, thisYear: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const text = `${day} ${copy.months[month - 1] ?? ""}`;
  return year === thisYear ? text : `${text} ${year}`;
}

/** "Del 1 dic. al 31 dic.", or "Desde el 1 dic." for good. */
export function validityText(
  validity: { validFrom: string; validUntil: string | null },
  thisYear: number,
): string {
  const from = dayText(validity.validFrom, thisYear);
  return validity.validUntil === null
    ? copy.validity.since(from)
    : copy.validity.between(from, dayText(validity.validUntil, thisYear));
}

/** "+3 dB sobre la música". */
export function levelText(levelDb: number): string {
  if (levelDb > 0) return copy.level.above(levelDb);
  if (levelDb < 0) return copy.level.below(-levelDb);
  return copy.level.same;
}

/** Minutes from midnight as a clock says them: 1305 → "21:45", 1440 → "24:00". */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "21:45" → 1305; anything that is not a time of day → NaN (the schema then says why). */
export function minutesOf(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN;
}

/** How often a between-songs campaign sounds: "cada 2 canciones · al menos 20 min…". */
function intervalText(mode: Extract<CampaignMode, { kind: "between" }>): string {
  const c = copy.campaigns;
  if (mode.everySongs !== null && mode.minMinutes !== null)
    return `${c.everySongs(mode.everySongs)} · ${c.atLeastMinutes(mode.minMinutes)}`;
  if (mode.everySongs !== null) return c.everySongs(mode.everySongs);
  return c.everyMinutes(mode.minMinutes ?? 0);
}

/**
 * "Entre canciones · cada 2 canciones" (with its hours when not all day), or
 * "A las 21:45, 22:30 · música −15 dB".
 */
export function modeText(mode: CampaignMode): string {
  const c = copy.campaigns;
  if (mode.kind === "exact") {
    const times = [...mode.times].sort((a, b) => a - b).map(clockText);
    return `${c.at(times.join(", "))} · ${c.ducked(mode.duckDb)}`;
  }
  const parts = [c.between, intervalText(mode)];
  if (!(mode.start === 0 && mode.end === DAY_MINUTES))
    parts.push(c.hours(clockText(mode.start), clockText(mode.end)));
  return parts.join(" · ");
}

/** "Todos los días", "De lunes a viernes", or "lunes, miércoles y viernes". */
export function weekdaysText(days: readonly Weekday[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.length === 7) return copy.campaigns.everyDay;
  if (sorted.join() === "1,2,3,4,5") return copy.campaigns.weekdaysOnly;
  return list().format(sorted.map((day) => copy.campaignForm.weekdayNames[day]));
}

/** "Bar Lucía: Sala, Terraza" for each establishment, or only the zones of a single one. */
export function zonesText(zones: MessageCampaign["zones"]): string {
  const byEstablishment = new Map<string, string[]>();
  for (const zone of zones)
    byEstablishment.set(zone.establishmentName, [
      ...(byEstablishment.get(zone.establishmentName) ?? []),
      zone.name,
    ]);
  if (byEstablishment.size === 1) return [...byEstablishment.values()][0]?.join(", ") ?? "";
  return [...byEstablishment]
    .map(([establishment, names]) => `${establishment}: ${names.join(", ")}`)
    .join(" · ");
}

/** "Sala y Terraza". */
export const namesText = (names: readonly string[]) => list().format(names);

/**
 * A line of "Hoy": at an exact time the message whose turn it is ("21:45 · Cierre · Sala y
 * Terraza"); between songs, where the campaign's messages take turns, the campaign and
 * how often ("10:00–14:00 · Ofertas · Sala · cada 2 canciones").
 */
export function comingText(coming: ComingMessage, campaign: MessageCampaign | undefined): string {
  const what =
    coming.kind === "exact" ? (coming.messageNames[0] ?? coming.campaignName) : coming.campaignName;
  const between = campaign?.mode.kind === "between" ? campaign.mode : null;
  const allDay = between !== null && between.start === 0 && between.end === DAY_MINUTES;
  const parts = [allDay ? copy.today.allDay : coming.at, what, namesText(coming.zoneNames)];
  if (coming.kind === "between" && between) parts.push(intervalText(between));
  return parts.join(" · ");
}

/**
 * Where a line of "Hoy" stands at `minute` of the day: an exact time has sounded once its
 * minute has come; a between-songs campaign sounds during its hours ("now"), then is past.
 */
export function comingStatus(
  coming: ComingMessage,
  campaign: MessageCampaign | undefined,
  minute: number,
): "past" | "now" | "coming" {
  const mode = campaign?.mode;
  if (coming.kind === "exact" || mode?.kind !== "between")
    return minutesOf(coming.at.slice(0, 5)) <= minute ? "past" : "coming";
  if (mode.end <= minute) return "past";
  return mode.start <= minute ? "now" : "coming";
}

/** The browser's local date of `instant` as "YYYY-MM-DD". */
export const localDateOf = (instant: Date) =>
  `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, "0")}-${String(instant.getDate()).padStart(2, "0")}`;
