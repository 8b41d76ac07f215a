import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { CreateCompanyProgramme, ProgrammeTarget } from "~/shared/company-programmes/schema";
import { api, unwrap } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

/**
 * Under ["schedules"]: the owner's topic, told of every programme change, reads them
 * again, and a change here reads every zone's schedule again (decision 043).
 */
const programmesKey = ["schedules", "company-programmes"] as const;
const routes = () => api()["company-programmes"];

export const companyProgrammesQueryOptions = () =>
  queryOptions({
    queryKey: programmesKey,
    queryFn: async () => (await unwrap(routes().$get())).programmes,
  });

/** The zones a target names, as they are now: what applying would change. */
export const programmePreviewQueryOptions = (target: ProgrammeTarget) =>
  queryOptions({
    queryKey: [...programmesKey, "preview", target],
    queryFn: async () => (await unwrap(routes().preview.$post({ json: { target } }))).zones,
    placeholderData: keepPreviousData,
  });

export const programmeZonesQueryOptions = (programmeId: string) =>
  queryOptions({
    queryKey: [...programmesKey, programmeId, "zones"],
    queryFn: async () =>
      (await unwrap(routes()[":id"].zones.$get({ param: { id: programmeId } }))).zones,
  });

const changes = { invalidates: [["schedules"]] };

export const useCreateProgramme = () =>
  useApiMutation((json: CreateCompanyProgramme) => unwrap(routes().$post({ json })), changes);

export const useApplyProgramme = () =>
  useApiMutation(
    ({ id, target }: { id: string; target: ProgrammeTarget }) =>
      unwrap(routes()[":id"].zones.$post({ param: { id }, json: { target } })),
    changes,
  );

/** A 204's body is empty: only a refusal is read. */
const noContent = async (response: Promise<Response>) => {
  const answer = await response;
  if (!answer.ok) await unwrap(Promise.resolve(answer));
};

export const useChangeProgramme = () =>
  useApiMutation(
    ({ id, localChanges }: { id: string; localChanges: boolean }) =>
      noContent(routes()[":id"].$patch({ param: { id }, json: { localChanges } })),
    changes,
  );

export const useDeleteProgramme = () =>
  useApiMutation((id: string) => noContent(routes()[":id"].$delete({ param: { id } })), changes);

/** "Dejar de seguir" / "Separar esta zona": the zone keeps what it plays, as its own. */
export const useDetachZone = () =>
  useApiMutation(
    ({ id, zoneId }: { id: string; zoneId: string }) =>
      noContent(routes()[":id"].zones[":zoneId"].$delete({ param: { id, zoneId } })),
    changes,
  );
