import type { ZoneTarget } from "../domain/zones/zone-of-account";

/**
 * The same routes twice: under /api/zones/:id for a zone, and under /api/establishments/:id
 * for the establishment's Principal zone, as players and pages from before zones ask.
 */
export function forZoneAndEstablishment<Routes>(
  routes: (targetOf: (id: string) => ZoneTarget) => Routes,
): { ofZone: Routes; ofEstablishment: Routes } {
  return {
    ofZone: routes((id) => ({ zoneId: id })),
    ofEstablishment: routes((id) => ({ establishmentId: id })),
  };
}
