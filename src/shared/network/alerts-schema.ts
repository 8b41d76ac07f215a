import { z } from "~/shared/validation/zod";
import type { TeamRole } from "../accounts/team";
import { networkAlertsCopy } from "../copy/network-alerts";
import { externalIdPattern } from "../validation/ids";
import { pageNumberSchema } from "../validation/page-number";
import { alertMinutes, alertModes, type AlertKind, type AlertMode } from "./alerts";

const errors = networkAlertsCopy.errors;

/** People an owner may have told at most: themself and their managers. */
export const MAX_ALERT_RECIPIENTS = 50;

const minutesOf = (kind: AlertKind, message: (min: number, max: number) => string) => {
  const { min, max } = alertMinutes[kind];
  const error = message(min, max);
  return z.number(error).int(error).min(min, error).max(max, error);
};

/**
 * PUT /api/network/alert-settings (the owner's): after how many minutes a zone silent in
 * its opening hours, or offline, is an alert, and who hears of it and how. The server
 * checks that each person is the owner or one of the owner's managers.
 */
export const alertSettingsInputSchema = z.strictObject({
  silentMinutes: minutesOf("silent", errors.silentMinutes),
  offlineMinutes: minutesOf("offline", errors.offlineMinutes),
  recipients: z
    .array(
      z.strictObject({
        // An id as better-auth makes them; whose it is, the server checks.
        userId: z.string(errors.recipient).regex(externalIdPattern, errors.recipient),
        mode: z.enum(alertModes, errors.mode),
      }),
    )
    .max(MAX_ALERT_RECIPIENTS, errors.tooManyRecipients(MAX_ALERT_RECIPIENTS))
    .refine(
      (recipients) => new Set(recipients.map((one) => one.userId)).size === recipients.length,
      errors.recipientRepeated,
    ),
});
export type AlertSettingsInput = z.input<typeof alertSettingsInputSchema>;

/** GET /api/network/alert-settings: the settings, and the people who may be chosen. */
export interface AlertSettings {
  silentMinutes: number;
  offlineMinutes: number;
  recipients: { userId: string; mode: AlertMode }[];
  /** The owner first, then the managers by name. */
  people: { userId: string; name: string; email: string; role: Exclude<TeamRole, "employee"> }[];
}

/** GET /api/network/alerts?page=: open episodes first, then the latest. */
export const networkAlertsQuerySchema = z.strictObject({ page: pageNumberSchema(errors.page) });

/** One episode: a zone silent or offline from `startedAt`, an alert from `raisedAt`. */
export interface NetworkAlert {
  id: string;
  zoneId: string;
  zoneName: string;
  establishmentId: string;
  tradingName: string;
  kind: AlertKind;
  startedAt: string;
  raisedAt: string;
  /** When it ended (the zone sounds again, or it became the other kind); null: open. */
  recoveredAt: string | null;
}

export interface NetworkAlertsPage {
  alerts: NetworkAlert[];
  /** Open episodes among all those the person may see. */
  open: number;
  page: number;
  pageCount: number;
}

/**
 * POST /api/network/test-clock/backdate (tests only, NETWORK_TEST_CLOCK): the account's
 * zones are taken to have been in their status this many minutes longer.
 */
export const backdateWatchInputSchema = z.strictObject({
  minutes: z
    .number(errors.backdateMinutes)
    .int(errors.backdateMinutes)
    .min(1, errors.backdateMinutes)
    .max(alertMinutes.offline.max, errors.backdateMinutes),
});
