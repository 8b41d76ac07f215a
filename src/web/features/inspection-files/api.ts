import { keepPreviousData, queryOptions, useMutation } from "@tanstack/react-query";
import type { InspectionFileSummary } from "~/shared/inspection-files/schema";
import { api, unwrap } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";
import type { CheckedRequest } from "./request-values";
import { sha256Hex } from "./sha256";

/** How often a file being drawn is read again: the server writes its progress once a second. */
const PROGRESS_POLL_MS = 1000;

/** Queued or being drawn: its row still changes. */
export const isPending = (file: Pick<InspectionFileSummary, "status">) =>
  file.status === "queued" || file.status === "drawing";

/** The person's establishments (those they work in, with their zones), to ask a file of. */
export const establishmentsQueryOptions = () =>
  queryOptions({
    queryKey: ["establishments"],
    queryFn: () => unwrap(api().establishments.$get()),
  });

const filesKey = ["inspection-files"] as const;

/** A page of the person's files, newest first. */
export const inspectionFilesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...filesKey, "list", page],
    queryFn: () => unwrap(api()["inspection-files"].$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });

/** One file, read again every second while it is queued or drawn: its progress bar. */
export const inspectionFileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...filesKey, "file", id],
    queryFn: () => unwrap(api()["inspection-files"][":id"].$get({ param: { id } })),
    refetchInterval: (query) =>
      query.state.data && !isPending(query.state.data) ? false : PROGRESS_POLL_MS,
  });

/** Asks for a file: the list is read again, to show it queued at the top. */
export const useRequestInspectionFile = () =>
  useApiMutation((json: CheckedRequest) => unwrap(api()["inspection-files"].$post({ json })), {
    invalidates: [filesKey],
  });

/** Where a ready file's PDF downloads: a plain link, saved with its name. */
export const inspectionFilePdfPath = (id: string) =>
  api()["inspection-files"][":id"].pdf.$url({ param: { id } }).pathname;

/** What anyone with the code may know of a file. */
export const fileVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...filesKey, "verify", code],
    queryFn: () => unwrap(api()["inspection-files"].verify[":code"].$get({ param: { code } })),
    // Checks are rate-limited per address: no refetch behind the reader's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/**
 * Whether a copy is the file issued: its SHA-256 computed on the reader's device, then
 * sent. TanStack's own mutation, not useApiMutation: that one takes a second call with the
 * same variables for the first, and every File serialises alike ("{}"), so a file chosen
 * while another is still checked would show the other's answer. Here the latest one shows.
 */
export const useCheckInspectionFile = (code: string) =>
  useMutation({
    mutationFn: async (file: Blob) =>
      unwrap(
        api()["inspection-files"].verify[":code"].check.$post({
          param: { code },
          json: { sha256: await sha256Hex(file) },
        }),
      ),
  });
