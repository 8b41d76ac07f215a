import { queryOptions } from "@tanstack/react-query";
import type { ScheduleInput, ScheduleOverride } from "~/shared/schedules/schema";
import { api, unwrap } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

/** Every establishment's schedule lives under this key: live events refetch them all. */
export const schedulesKey = ["schedules"] as const;
const scheduleKey = (zoneId: string) => [...schedulesKey, zoneId] as const;

const scheduleRoute = () => api().zones[":id"].schedule;

/** An establishment's schedule, or null when it has none (its player plays as chosen). */
export const scheduleQueryOptions = (zoneId: string) =>
  queryOptions({
    queryKey: scheduleKey(zoneId),
    queryFn: async () => (await unwrap(scheduleRoute().$get({ param: { id: zoneId } }))).schedule,
  });

export const useSaveSchedule = (zoneId: string) =>
  useApiMutation(
    (json: ScheduleInput) => unwrap(scheduleRoute().$put({ param: { id: zoneId }, json })),
    { invalidates: [scheduleKey(zoneId)] },
  );

export const useDeleteSchedule = (zoneId: string) =>
  useApiMutation(
    async () => {
      const response = await scheduleRoute().$delete({ param: { id: zoneId } });
      // 204 has no body to read.
      if (!response.ok) await unwrap(Promise.resolve(response));
    },
    { invalidates: [scheduleKey(zoneId)] },
  );

/** "Poner esta lista hasta las {hora}": a manual choice that ends by itself. */
export const useSetOverride = (zoneId: string) =>
  useApiMutation(
    (json: ScheduleOverride) =>
      unwrap(scheduleRoute().override.$put({ param: { id: zoneId }, json })),
    { invalidates: [scheduleKey(zoneId)] },
  );

/** "Volver a la programación": ends the music chosen by hand before its time. */
export const useEndOverride = (zoneId: string) =>
  useApiMutation(() => unwrap(scheduleRoute().override.$delete({ param: { id: zoneId } })), {
    invalidates: [scheduleKey(zoneId)],
  });

/** "Separar esta zona": it stops following its company programme and keeps what it plays. */
export const useLeaveCompanyProgramme = (zoneId: string) =>
  useApiMutation(
    async (programmeId: string) => {
      const response = await api()["company-programmes"][":id"].zones[":zoneId"].$delete({
        param: { id: programmeId, zoneId },
      });
      if (!response.ok) await unwrap(Promise.resolve(response));
    },
    { invalidates: [scheduleKey(zoneId)] },
  );
