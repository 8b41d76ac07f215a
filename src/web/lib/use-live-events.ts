import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { ChangeEvent, ZoneEvent } from "~/shared/events/topics";
import { isSigningOut } from "./before-logout";
import { genresQueryOptions } from "./catalog-api";
import { sessionQueryOptions } from "./session";
import { tellZoneEvent } from "./zone-events";

/** The query keys each topic makes stale (see src/shared/events/topics.ts). */
function keysFor(topic: ChangeEvent["topic"]): QueryKey[] {
  if (topic === "catalog") return [["catalog"]];
  if (topic === "users") return [["users"]];
  if (topic === "campaigns") return [["campaigns"]];
  // A song changed in a zone: the one before it has been heard, and logged.
  if (topic.startsWith("playing:")) return [["now-playing"], ["catalog", "recent", "played"]];
  // "Mensajes" (decision 029): the account's messages, campaigns, and what each zone plays.
  if (topic.startsWith("messages:"))
    return [["messages"], ["message-campaigns"], ["zone-messages"]];
  // "Estado de la red" (decision 041): a zone changed status, or an alert opened or closed.
  if (topic.startsWith("network:")) return [["network"]];
  // The player's genre counts leave out the songs this account blocks; a playback claim
  // taken over on another device is told here (decision 018).
  return [
    ["me"],
    ["playlists"],
    ["blocked-songs"],
    ["playback-claim"],
    // An establishment's schedule and its override (chosen by hand on the player), and
    // company programmes (decision 043).
    ["schedules"],
    // "Mando": a zone added, renamed or removed.
    ["zones", "live"],
    // "Equipo": an invitation accepted, a person removed.
    ["team"],
    genresQueryOptions("listen").queryKey,
  ];
}

/** What sounds now and every zone's state: live states a page's document may bring. */
const documentLiveKeys: QueryKey[] = [["now-playing"], ["zones", "live"]];

/** After a refusal, the stream is opened again this much later, doubling up to the cap. */
const RETRY_MS = 2_000;
const RETRY_CAP_MS = 60_000;

/**
 * Listens to /api/events while the dashboard is open and refetches what changed.
 * EventSource reconnects by itself when a stream ends (the server ends it when the
 * session ends, or sends it elsewhere when it shuts down); on every (re)connection
 * everything is refetched, since events may have been missed meanwhile.
 *
 * A refused reconnection (401 once the session has ended, a proxy's 5xx) closes the
 * EventSource for good: then the session is asked for; without one the route guards
 * send the user to /login, with one the stream is tried again later, never in a loop.
 */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  // Stable: it re-runs the current routes' loaders (their guards).
  const { revalidate } = useRevalidator();

  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let refusals = 0;
    let connectedBefore = false;
    let stopped = false;

    const refused = async () => {
      try {
        const me = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
        if (!me) return void (await revalidate());
      } catch {
        // No answer either: the server is away for a moment.
      }
      if (!stopped) retry = setTimeout(open, Math.min(RETRY_CAP_MS, RETRY_MS * 2 ** refusals++));
    };
    function open() {
      source = new EventSource("/api/events");
      source.addEventListener("ready", () => {
        refusals = 0;
        if (isSigningOut()) return;
        if (connectedBefore) {
          void queryClient.invalidateQueries();
          tellZoneEvent("reconnected");
        } else {
          // The live states the document may have brought are from before the stream was
          // open (decision 030): asked again, a change in between is not missed.
          for (const queryKey of documentLiveKeys) void queryClient.invalidateQueries({ queryKey });
        }
        connectedBefore = true;
      });
      source.addEventListener("change", (message) => {
        if (isSigningOut()) return;
        const event = JSON.parse((message as MessageEvent<string>).data) as ChangeEvent;
        for (const queryKey of keysFor(event.topic))
          void queryClient.invalidateQueries({ queryKey });
      });
      // A zone's command or state, with its data (decision 024): no refetch, it is handed on.
      source.addEventListener("zone", (message) =>
        tellZoneEvent(JSON.parse((message as MessageEvent<string>).data) as ZoneEvent),
      );
      source.addEventListener("error", () => {
        if (source?.readyState === EventSource.CLOSED) void refused();
      });
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient, revalidate]);
}
