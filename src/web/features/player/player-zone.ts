import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/**
 * The zone this browser plays (decision 045): its blocks are left out of the songs the
 * player reads, as well as the account's. The dashboard's layout tells how to read it
 * (`followPlayerZone`); until then, and without a zone, only the account's count.
 */
let playerZone: () => string | null = () => null;

/** The zone this browser plays, if any: where its blocks apply. */
export const currentPlayerZone = () => playerZone();

/**
 * When the document's answer for a list of songs was read (decision 030). The document does
 * not know the browser's zone: with one, its answer is drawn at once but is already stale,
 * so the list is read again with the zone's blocks.
 */
export const documentAnswerTime = () => (playerZone() ? 0 : performance.timeOrigin);

/** The zone's query parameter, when the browser plays one. */
export const zoneQuery = (): { zoneId?: string } => {
  const zoneId = playerZone();
  return zoneId ? { zoneId } : {};
};

/** The lists the player shows: each leaves out the songs blocked where it plays. */
export const listeningKeys = [
  ["catalog", "player-songs"],
  ["playlists", "player-songs"],
  ["catalog", "recent"],
  ["catalog", "genres", "listen"],
] as const;

/** Reads the chosen zone from now on. */
export function followPlayerZone(read: () => string | null): void {
  playerZone = read;
}

/** Refetches the player's lists when the chosen zone changes: it may block other songs. */
export function useListsOfZone(zoneId: string | null): void {
  const queryClient = useQueryClient();
  const shown = useRef(zoneId);
  useEffect(() => {
    if (shown.current === zoneId) return;
    shown.current = zoneId;
    for (const queryKey of listeningKeys) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, zoneId]);
}
