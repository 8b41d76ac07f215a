import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { meQueryOptions } from "~/web/lib/session";
import { establishmentsQueryOptions } from "./api";
import {
  readChosenEstablishmentId,
  readChosenZoneId,
  subscribeToChosenEstablishment,
  writeChosenEstablishmentId,
} from "./chosen-establishment";

/**
 * The establishment and zone this browser plays for: the ones chosen here before if they
 * are still listed, else the first establishment and its first zone. The effective choice
 * is written back to storage, where the play reporter reads it at play time — and cleared
 * when there is none, so no play is stamped with an establishment that was removed. The
 * dashboard layout keeps it current on every page, not only where the chooser shows.
 */
export function useCurrentEstablishment() {
  const { data: me } = useQuery(meQueryOptions());
  const hasAccess = me?.access.active === true;
  const list = useQuery({ ...establishmentsQueryOptions(), enabled: hasAccess });
  const chosenId = useSyncExternalStore(
    subscribeToChosenEstablishment,
    readChosenEstablishmentId,
    () => null,
  );
  const chosenZoneId = useSyncExternalStore(
    subscribeToChosenEstablishment,
    readChosenZoneId,
    () => null,
  );

  const establishments = hasAccess ? list.data : undefined;
  const current =
    establishments?.find((establishment) => establishment.id === chosenId) ??
    establishments?.[0] ??
    null;
  const zone = current
    ? (current.zones.find((candidate) => candidate.id === chosenZoneId) ?? current.zones[0] ?? null)
    : null;
  const currentId = current?.id ?? null;
  const zoneId = zone?.id ?? null;
  const known = establishments !== undefined;

  useEffect(() => {
    if (known) writeChosenEstablishmentId(currentId, zoneId);
  }, [known, currentId, zoneId]);

  return {
    /** Undefined until known (or without access). */
    establishments,
    current,
    /** The zone of `current` this browser plays (null without an establishment). */
    zone,
    choose(id: string, zoneIdChosen?: string) {
      const establishment = establishments?.find((candidate) => candidate.id === id);
      writeChosenEstablishmentId(id, zoneIdChosen ?? establishment?.zones[0]?.id ?? id);
    },
  };
}
