import {
  EVERY_PLAY_DEFAULT_DAYS,
  type InspectionFileRequest,
  type inspectionFileRequestSchema,
} from "~/shared/inspection-files/schema";
import { daysInRange } from "~/shared/play-log/schema";
import type { z } from "~/shared/validation/zod";

type Detail = InspectionFileRequest["detail"];

/**
 * What the form holds: the request's fields, each list always there, and whether the owner
 * ticked "Firmo la declaración…" (the name typed stays when they untick it).
 */
export interface RequestForm extends InspectionFileRequest {
  zoneIds: string[];
  days: string[];
  signs: boolean;
  declaration: { signerName: string };
}

/** What the shared schema makes of the request: what is sent. */
export type CheckedRequest = z.output<typeof inspectionFileRequestSchema>;

const pad = (value: number) => String(value).padStart(2, "0");
/** The calendar day `date` falls on here, as YYYY-MM-DD. */
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The calendar month before today's: what an inspector usually asks about. */
export function previousMonth(today: Date): { from: string; until: string } {
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  // Day 0 of this month is the last of the one before.
  const last = new Date(today.getFullYear(), today.getMonth(), 0);
  return { from: isoDay(first), until: isoDay(last) };
}

/**
 * Every play one by one for a period short enough to read that way (a month); beyond it
 * the per-day totals, with the days the person names in full. A period not yet complete
 * counts as short.
 */
export function defaultDetail(from: string, until: string): Detail {
  const days = daysInRange(from, until);
  return days > EVERY_PLAY_DEFAULT_DAYS ? "some-days" : "every-play";
}

/** The days in detail with `day` added: once, in calendar order. An empty date adds nothing. */
export const withDay = (days: string[], day: string): string[] =>
  day === "" || days.includes(day) ? days : [...days, day].sort();

export const withoutDay = (days: string[], day: string): string[] =>
  days.filter((each) => each !== day);

/** "2026-10-03" as "03/10/2026": as the file, its declaration and its e-mail write dates. */
export const spanishDay = (date: string) => date.split("-").reverse().join("/");

/** The form's first values: the establishment's every zone, last month, its default detail. */
export function formStart(
  establishment: { id: string; zones: { id: string }[] } | undefined,
  today: Date,
): RequestForm {
  const period = previousMonth(today);
  return {
    establishmentId: establishment?.id ?? "",
    zoneIds: zonesOf(establishment),
    ...period,
    detail: defaultDetail(period.from, period.until),
    days: [],
    signs: false,
    declaration: { signerName: "" },
  };
}

/**
 * The zones ticked when an establishment is chosen: all of them. One with a single zone
 * shows no boxes and asks for none, which the server reads as all.
 */
export const zonesOf = (establishment: { zones: { id: string }[] } | undefined): string[] =>
  establishment && establishment.zones.length > 1 ? establishment.zones.map((zone) => zone.id) : [];

/**
 * What is sent: the days only with "some days", the declaration only when signed. What
 * is left out stays in the form, so switching back finds it as it was.
 */
export function requestOf(form: RequestForm): InspectionFileRequest {
  const { signs, declaration, days, ...request } = form;
  return {
    ...request,
    days: request.detail === "some-days" ? days : [],
    ...(signs ? { declaration } : {}),
  };
}
