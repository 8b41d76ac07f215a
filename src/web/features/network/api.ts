import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { NetworkStatus } from "~/shared/network/network-status";
import { api, unwrap, type QueryData } from "~/web/lib/api-client";

/** What the page asks for: every filter as the server takes it, an empty one for "all". */
export interface NetworkFilter {
  page: number;
  search: string;
  province: string;
  establishmentId: string;
  status: NetworkStatus | "";
}

/**
 * The reserve of a zone offline runs down by the minute, and "desde ayer" turns true at
 * midnight: the page is read again this often, besides every status change the owner's
 * network topic tells (/api/events refetches every ["network"] query).
 */
const REFRESH_MS = 60_000;
/**
 * A chain's opening changes hundreds of zones a minute, each its own event: the same view
 * (the zones under one filter, a page of alerts) is read at most once a second however
 * many come (a new filter is read at once).
 */
const SAME_VIEW_GAP_MS = 1_000;
const lastReads = new Map<string, number>();

export async function spacedRead<Answer>(view: string, read: () => Promise<Answer>) {
  const wait = (lastReads.get(view) ?? 0) + SAME_VIEW_GAP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastReads.set(view, Date.now());
  return read();
}

const readZones = (filter: NetworkFilter) =>
  spacedRead(`zones ${JSON.stringify(filter)}`, () =>
    unwrap(api().network.zones.$get({ query: { ...filter, page: String(filter.page) } })),
  );

export const networkZonesQueryOptions = (filter: NetworkFilter) =>
  queryOptions({
    queryKey: ["network", "zones", filter],
    queryFn: () => readZones(filter),
    // A new filter keeps the rows on screen until its own arrive: nothing jumps.
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

export type NetworkZonesAnswer = QueryData<typeof networkZonesQueryOptions>;
export type NetworkZoneRow = NetworkZonesAnswer["zones"][number];
