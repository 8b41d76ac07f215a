import { z } from "~/shared/validation/zod";
import { networkCopy } from "../copy/network";
import { rowIdSchema } from "../validation/ids";
import { pageNumberSchema } from "../validation/page-number";
import { singleLine } from "../validation/text";
import { networkStatuses, type NetworkStatus } from "./network-status";

const errors = networkCopy.errors;

/** Zones on one page of "Estado de la red". */
export const NETWORK_PAGE_SIZE = 50;
const MAX_SEARCH = 100;
const MAX_PROVINCE = 120;

/**
 * GET /api/network/zones: a page of the zones the person may see, searched by the
 * establishment's trading name or the zone's name (any case), filtered by province,
 * establishment and status. An empty filter is no filter.
 */
export const networkZonesQuerySchema = z.strictObject(
  {
    page: pageNumberSchema(errors.page),
    search: singleLine().max(MAX_SEARCH, errors.tooLong(MAX_SEARCH)).default(""),
    province: singleLine().max(MAX_PROVINCE, errors.tooLong(MAX_PROVINCE)).default(""),
    establishmentId: z
      .string()
      .refine((id) => id === "" || rowIdSchema.safeParse(id).success, errors.establishment)
      .default(""),
    status: z.union([z.literal(""), z.enum(networkStatuses)], { error: errors.status }).default(""),
  },
  { error: errors.unknownFilter },
);
export type NetworkZonesQuery = z.output<typeof networkZonesQuerySchema>;

/** One zone as head office sees it. */
export interface NetworkZone {
  zoneId: string;
  zoneName: string;
  establishmentId: string;
  tradingName: string;
  province: string;
  city: string;
  status: NetworkStatus;
  /** When the zone entered its status (null: not known yet). */
  since: string | null;
  /** What sounds, while it plays. */
  track: { title: string; artist: string } | null;
  /** The device its player last spoke from (null: no player ever did). */
  deviceName: string | null;
  /** While offline: the minutes the device's reserve has left (OFFLINE_HOURS from when it was last heard). */
  reserveLeftMinutes: number | null;
  /** 0–1, as the player last said it (null: never heard). */
  volume: number | null;
}

/** The answer of GET /api/network/zones. */
export interface NetworkZonesPage {
  zones: NetworkZone[];
  /** Zones in each status under every filter but the status itself: the chips' numbers. */
  counts: Record<NetworkStatus, number>;
  /** What the filters offer: every province of the zones the person may see… */
  provinces: string[];
  /** …and their establishments, those of the province chosen when one is. */
  establishments: { id: string; tradingName: string; city: string }[];
  page: number;
  pageSize: number;
  pageCount: number;
  /** Zones under every filter, the status's too. */
  total: number;
}
