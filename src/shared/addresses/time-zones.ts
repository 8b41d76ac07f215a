/** The time zones an establishment in Spain can be in (the Canaries are an hour behind). */
export const establishmentTimeZones = ["Europe/Madrid", "Atlantic/Canary"] as const;
export type EstablishmentTimeZone = (typeof establishmentTimeZones)[number];

/** Las Palmas (35) and Santa Cruz de Tenerife (38) live an hour behind the mainland. */
export function defaultTimeZoneFor(postcode: string): EstablishmentTimeZone {
  return /^3[58]/.test(postcode.trim()) ? "Atlantic/Canary" : "Europe/Madrid";
}
