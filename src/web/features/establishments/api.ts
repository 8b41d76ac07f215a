import { queryOptions } from "@tanstack/react-query";
import { zonesCoveredBy } from "~/shared/plans/zones-covered";
import type { EstablishmentInput } from "~/shared/establishments/schema";
import type { ZoneInput } from "~/shared/zones/schema";
import { api, unwrap } from "~/web/lib/api-client";
import { takeFirstAnswerData } from "~/web/lib/first-answers";
import { useIntentMutation } from "~/web/lib/intent-keys";
import { useSetPaidZones } from "~/web/lib/paid-zones-api";
import { useApiMutation } from "~/web/lib/use-api-mutation";

export const establishmentsKey = ["establishments"] as const;

/**
 * The owner's establishments, oldest first; listed without access too (to read their
 * history once a subscription has ended), changed only with it.
 */
const fetchEstablishments = () => unwrap(api().establishments.$get());

export const establishmentsQueryOptions = () =>
  queryOptions({
    queryKey: establishmentsKey,
    queryFn: fetchEstablishments,
    // What the document brought (decision 030): the player's "Sonando en …" is drawn with
    // the page, not a moment later, pushing the songs down. As old as the document.
    initialDataUpdatedAt: () => performance.timeOrigin,
    initialData: () =>
      takeFirstAnswerData<Awaited<ReturnType<typeof fetchEstablishments>>>("/api/establishments"),
  });

const refetchEstablishments = { invalidates: [establishmentsKey] };

/**
 * Created once per intent (decision 035): a retry of the same fields, or a twin of a double
 * click, carries the same Idempotency-Key and is answered the establishment made first.
 */
export const useCreateEstablishment = () =>
  useIntentMutation(
    (json: EstablishmentInput, key) =>
      unwrap(api().establishments.$post({ json, header: { "idempotency-key": key } })),
    refetchEstablishments,
  );

export const useUpdateEstablishment = () =>
  useApiMutation(
    ({ id, fields }: { id: string; fields: EstablishmentInput }) =>
      unwrap(api().establishments[":id"].$put({ param: { id }, json: fields })),
    refetchEstablishments,
  );

/** Archived instead of deleted once it has plays or certificates: the proof stays. */
export const useDeleteEstablishment = () =>
  useApiMutation(
    (id: string) => unwrap(api().establishments[":id"].$delete({ param: { id } })),
    refetchEstablishments,
  );

/** The licence certificate's PDF (its endpoint lives with the certificates). */
export const certificateUrl = (establishmentId: string) =>
  `/api/establishments/${encodeURIComponent(establishmentId)}/certificate`;

/** Zones (decision 023): added, renamed and removed from an establishment's card. */
export const useCreateZone = (establishmentId: string) =>
  useApiMutation(
    (json: ZoneInput) =>
      unwrap(api().establishments[":id"].zones.$post({ param: { id: establishmentId }, json })),
    refetchEstablishments,
  );

export const useRenameZone = () =>
  useApiMutation(
    ({ id, name }: { id: string; name: string }) =>
      unwrap(api().zones[":zoneId"].$patch({ param: { zoneId: id }, json: { name } })),
    refetchEstablishments,
  );

export const useDeleteZone = () =>
  useApiMutation(
    (zoneId: string) => unwrap(api().zones[":zoneId"].$delete({ param: { zoneId } })),
    refetchEstablishments,
  );

/**
 * Decision 027: what one zone more than those paid for costs now — the running
 * subscription's number, then the provider's prorated quote for one more.
 */
export const oneMoreZoneQueryOptions = () =>
  queryOptions({
    queryKey: ["me", "subscription", "one-more-zone"],
    queryFn: async () => {
      const { subscription } = await unwrap(api().billing.subscription.$get());
      // One more than the renewal will charge (decision 035), which a lower number set.
      const quantity = (subscription ? zonesCoveredBy(subscription) : 0) + 1;
      return unwrap(api().billing.quantity.preview.$get({ query: { quantity: String(quantity) } }));
    },
    retry: false,
    staleTime: 0,
  });

/**
 * Raises the zones paid for (charged now, prorated, once per intent: decision 035); the
 * subscription is fetched again.
 */
export const useRaisePaidZones = () => useSetPaidZones({ invalidates: [["me"]] });
