import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  BulkRightsInput,
  LicenceContractInput,
  SongRightsInput,
} from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { ApiError, api, unwrap, type QueryData } from "~/web/lib/api-client";
import { catalogKey } from "~/web/lib/catalog-api";
import { uploadWithProgress } from "~/web/lib/upload-with-progress";
import { useApiMutation } from "~/web/lib/use-api-mutation";

/** Under the catalogue's key: a song published or withdrawn changes every list. */
const rightsKey = [...catalogKey, "rights"] as const;
const refetchCatalog = { invalidates: [catalogKey] };

/** The state of the songs of a page of the admin's table: published, and what each lacks. */
export const rightsStatusQueryOptions = (songIds: readonly string[]) =>
  queryOptions({
    queryKey: [...rightsKey, "status", songIds],
    queryFn: () => unwrap(api()["song-rights"].$get({ query: { ids: songIds.join(",") } })),
    enabled: songIds.length > 0,
    placeholderData: keepPreviousData,
  });

export type RightsStatus = QueryData<typeof rightsStatusQueryOptions>["items"][number];

export const songRightsQueryOptions = (songId: string) =>
  queryOptions({
    queryKey: [...rightsKey, "song", songId],
    queryFn: () => unwrap(api()["song-rights"][":id"].$get({ param: { id: songId } })),
  });

export const contractsQueryOptions = (filter: { search: string; page: number }) =>
  queryOptions({
    queryKey: [...rightsKey, "contracts", filter],
    queryFn: () =>
      unwrap(
        api()["licence-contracts"].$get({
          query: { search: filter.search, page: String(filter.page), pageSize: "25" },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Every contract a song may be licensed under, for the dialog's choice (first 100). */
export const contractChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...rightsKey, "contracts", "choices"],
    queryFn: () =>
      unwrap(
        api()["licence-contracts"].$get({ query: { search: "", page: "1", pageSize: "100" } }),
      ),
  });

export type ContractPage = QueryData<typeof contractsQueryOptions>;

export const useSaveSongRights = () =>
  useApiMutation(
    ({ songId, rights }: { songId: string; rights: SongRightsInput }) =>
      unwrap(api()["song-rights"][":id"].$put({ param: { id: songId }, json: rights })),
    refetchCatalog,
  );

const bulkEditRights = (json: BulkRightsInput) => unwrap(api()["song-rights"].bulk.$post({ json }));
export type BulkRightsAnswer = Awaited<ReturnType<typeof bulkEditRights>>;

/** The same rights for the songs ticked in the table; each keeps what the edit leaves out. */
export const useBulkEditRights = () => useApiMutation(bulkEditRights, refetchCatalog);

export const usePublishSong = () =>
  useApiMutation(
    (songId: string) =>
      unwrap(api()["song-rights"][":id"].publish.$post({ param: { id: songId } })),
    refetchCatalog,
  );

export const useWithdrawSong = () =>
  useApiMutation(
    (songId: string) =>
      unwrap(api()["song-rights"][":id"].withdraw.$post({ param: { id: songId } })),
    refetchCatalog,
  );

export const useCreateContract = () =>
  useApiMutation(
    (json: LicenceContractInput) => unwrap(api()["licence-contracts"].$post({ json })),
    refetchCatalog,
  );

const fileForm = (file: File) => {
  const form = new FormData();
  form.set("file", file);
  return form;
};

export const useUploadContractDocument = () =>
  useApiMutation(
    ({ contractId, file }: { contractId: string; file: File }) =>
      uploadWithProgress(`/api/licence-contracts/${contractId}/document`, fileForm(file), () => {}),
    refetchCatalog,
  );

export interface RightsImportReport {
  updated: number;
  published: number;
  withdrawn: number;
}

export const useImportRightsCsv = () =>
  useApiMutation(
    ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadWithProgress(
        "/api/song-rights/import",
        fileForm(file),
        onProgress,
      ) as Promise<RightsImportReport>,
    refetchCatalog,
  );

/** Where the catalogue's rights download as CSV, and a contract's PDF. */
export const rightsExportUrl = "/api/song-rights/export.csv";
export const contractDocumentUrl = (contractId: string) =>
  `/api/licence-contracts/${contractId}/document`;

/** A refusal's own words (the server's, in Spanish), or the general failure. */
export const rightsRefusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : songRightsCopy.dialog.failed;

/** A refused bulk edit: its first named problem, which a bad request's summary lacks. */
export const bulkRightsRefusal = (error: unknown) =>
  error instanceof ApiError && error.code === "BAD_REQUEST" && error.issues[0]
    ? error.issues[0].message
    : rightsRefusal(error);
