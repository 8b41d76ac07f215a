import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { meQueryOptions } from "~/web/lib/session";
import { establishmentsQueryOptions } from "./api";
import {
  readChosenEstablishmentId,
  subscribeToChosenEstablishment,
  writeChosenEstablishmentId,
} from "./chosen-establishment";

/**
 * The establishment this browser plays for: the one chosen here before if it is still
 * listed, else the first. The effective choice is written back to storage, where the play
 * reporter reads it at play time — and cleared when there is none, so no play is stamped
 * with an establishment that was removed. The dashboard layout keeps it current on every
 * page, not only where the chooser shows.
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

  const establishments = hasAccess ? list.data : undefined;
  const current =
    establishments?.find((place) => place.id === chosenId) ?? establishments?.[0] ?? null;
  const currentId = current?.id ?? null;
  const known = establishments !== undefined;

  useEffect(() => {
    if (known) writeChosenEstablishmentId(currentId);
  }, [known, currentId]);

  return {
    /** Undefined until known (or without access). */
    establishments,
    current,
    choose(id: string) {
      writeChosenEstablishmentId(id);
    },
  };
}
