import { queryOptions } from "@tanstack/react-query";
import type { SeasonalPauseEnd, SeasonalPauseInput } from "~/shared/seasonal-pauses/schema";
import { api, unwrap } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

/**
 * "Pausa de temporada" (decision 044): the pauses running or to come of an establishment.
 * Not under ["establishments"] nor read again on live events: removing an establishment
 * reads the list again, and the card on its way out must not ask for the pauses of what is
 * gone; its own changes read it again.
 */
const pausesKey = (establishmentId: string) => ["seasonal-pauses", establishmentId] as const;

export const pausesQueryOptions = (establishmentId: string) =>
  queryOptions({
    queryKey: pausesKey(establishmentId),
    queryFn: async () =>
      (await unwrap(api().establishments[":id"].pauses.$get({ param: { id: establishmentId } })))
        .pauses,
  });

/** Sets a pause of one zone (`zoneId`) or of every zone; the subscription's figures change. */
export const usePauseZones = (establishmentId: string) =>
  useApiMutation(
    (json: SeasonalPauseInput) =>
      unwrap(api().establishments[":id"].pauses.$post({ param: { id: establishmentId }, json })),
    { invalidates: [pausesKey(establishmentId), ["me"]] },
  );

/** "Reanudar ahora" or "Cancelar pausa". */
export const useEndPauses = (establishmentId: string) =>
  useApiMutation(
    (json: SeasonalPauseEnd) =>
      unwrap(
        api().establishments[":id"].pauses.end.$post({ param: { id: establishmentId }, json }),
      ),
    { invalidates: [pausesKey(establishmentId), ["me"]] },
  );
