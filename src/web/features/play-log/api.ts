import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { PlayerWaitReason } from "~/shared/play-log/player-waits";
import type { PlayBatch, PlayExportQuery, PlayHistoryQuery } from "~/shared/play-log/schema";
import type { PlayerWaitEnd, PlayerWaitStart } from "~/shared/play-log/waits-schema";
import { api, unwrap } from "~/web/lib/api-client";
import type { SendPlays } from "./play-queue";

/** One batch to POST /api/play-log; `keepalive` lets it finish after the page has gone. */
export const sendPlays: SendPlays = async (plays, { keepalive }) => {
  const json: PlayBatch = { plays };
  const response = await api()["play-log"].$post({ json }, { init: { keepalive } });
  if (response.ok) return { status: response.status, issues: [] };
  const body = (await response.json().catch(() => null)) as {
    error?: { issues?: { path: string; message?: string }[] };
  } | null;
  const retryAfterSeconds = Number(response.headers.get("Retry-After")) || undefined;
  return { status: response.status, issues: body?.error?.issues ?? [], retryAfterSeconds };
};

/**
 * The player began to wait for a tap before it could sound (decision 021). `id` is the
 * browser's own (a UUID): sending the same start again records nothing more and answers
 * the wait as kept, so a lost answer can be retried. Rejects with an ApiError.
 */
export const startPlayerWait = (
  wait: Omit<PlayerWaitStart, "reason"> & { reason?: PlayerWaitReason },
) => unwrap(api()["play-log"].waits.$post({ json: { ...wait, reason: wait.reason ?? "gesture" } }));

/**
 * The wait is over: its end is recorded once, and a second end answers the first.
 */
export const endPlayerWait = (id: string, endedAt: string) => {
  const json: PlayerWaitEnd = { endedAt };
  return unwrap(api()["play-log"].waits[":id"].end.$post({ param: { id }, json }));
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

/** "Sellos del registro": a page of an establishment's seals, newest first. */
export const sealsQueryOptions = (establishmentId: string, page: number) =>
  queryOptions({
    queryKey: ["play-log", "seals", establishmentId, page],
    queryFn: () =>
      unwrap(
        api().establishments[":id"].seals.$get({
          param: { id: establishmentId },
          query: { page: String(page) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** A seal's RFC 3161 token: a plain link, downloaded with its file name. */
export const sealTimestampUrl = (establishmentId: string, sealId: string) =>
  api()
    .establishments[":id"].seals[":sealId"]["timestamp.tsr"].$url({
      param: { id: establishmentId, sealId },
    })
    .toString();
