import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { PlayBatch, PlayExportQuery, PlayHistoryQuery } from "~/shared/schemas/play-log";
import { api, unwrap } from "~/web/lib/api-client";
import type { SendPlays } from "./play-queue";

/** One batch to POST /api/play-log; `keepalive` lets it finish after the page has gone. */
export const sendPlays: SendPlays = async (plays, { keepalive }) => {
  const json: PlayBatch = { plays };
  const response = await api()["play-log"].$post({ json }, { init: { keepalive } });
  if (response.ok) return { status: response.status, issues: [] };
  const body = (await response.json().catch(() => null)) as {
    error?: { issues?: { path: string }[] };
  } | null;
  const retryAfterSeconds = Number(response.headers.get("Retry-After")) || undefined;
  return { status: response.status, issues: body?.error?.issues ?? [], retryAfterSeconds };
};

/** The user's establishments, to choose whose history to read. */
export const ownEstablishmentsQueryOptions = () =>
  queryOptions({
    queryKey: ["establishments"],
    queryFn: () => unwrap(api().establishments.$get()),
  });

export const playHistoryQueryOptions = (query: PlayHistoryQuery) =>
  queryOptions({
    queryKey: ["play-log", query],
    queryFn: () =>
      unwrap(
        api()["play-log"].$get({
          query: { ...query, page: String(query.page) },
        }),
      ),
    // The next page replaces the table without a flash of nothing.
    placeholderData: keepPreviousData,
  });

/** The CSV of a range: a plain link, so the browser downloads it with its file name. */
export const playHistoryCsvUrl = (query: PlayExportQuery) =>
  api()["play-log"].export.$url({ query }).toString();
