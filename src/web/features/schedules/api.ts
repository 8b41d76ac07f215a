import { queryOptions } from "@tanstack/react-query";
import type { ScheduleInput, ScheduleOverride } from "~/shared/schemas/schedules";
import { api, unwrap } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

/** Every establishment's schedule lives under this key: live events refetch them all. */
export const schedulesKey = ["schedules"] as const;
const scheduleKey = (establishmentId: string) => [...schedulesKey, establishmentId] as const;

const scheduleRoute = () => api().establishments[":id"].schedule;

/** An establishment's schedule, or null when it has none (its player plays as chosen). */
export const scheduleQueryOptions = (establishmentId: string) =>
  queryOptions({
    queryKey: scheduleKey(establishmentId),
    queryFn: async () =>
      (await unwrap(scheduleRoute().$get({ param: { id: establishmentId } }))).schedule,
  });

export const useSaveSchedule = (establishmentId: string) =>
  useApiMutation(
    (json: ScheduleInput) => unwrap(scheduleRoute().$put({ param: { id: establishmentId }, json })),
    { invalidates: [scheduleKey(establishmentId)] },
  );

export const useDeleteSchedule = (establishmentId: string) =>
  useApiMutation(
    async () => {
      const response = await scheduleRoute().$delete({ param: { id: establishmentId } });
      // 204 has no body to read.
      if (!response.ok) await unwrap(Promise.resolve(response));
    },
    { invalidates: [scheduleKey(establishmentId)] },
  );

/** "Poner esta lista hasta las {hora}": a manual choice that ends by itself. */
export const useSetOverride = (establishmentId: string) =>
  useApiMutation(
    (json: ScheduleOverride) =>
      unwrap(scheduleRoute().override.$put({ param: { id: establishmentId }, json })),
    { invalidates: [scheduleKey(establishmentId)] },
  );

/** "Volver a la programación": ends the music chosen by hand before its time. */
export const useEndOverride = (establishmentId: string) =>
  useApiMutation(
    () => unwrap(scheduleRoute().override.$delete({ param: { id: establishmentId } })),
    { invalidates: [scheduleKey(establishmentId)] },
  );
