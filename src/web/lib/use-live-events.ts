import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { LiveEvent } from "~/shared/events/topics";

/** The query keys each topic makes stale (see src/shared/events/topics.ts). */
function keysFor(topic: LiveEvent["topic"]): string[][] {
  if (topic === "catalog") return [["catalog"]];
  if (topic === "users") return [["users"]];
  if (topic === "campaigns") return [["campaigns"]];
  return [["me"], ["playlists"]];
}

/**
 * Listens to /api/events while the dashboard is open and refetches what changed.
 * EventSource reconnects by itself; on every (re)connection everything is refetched,
 * since events may have been missed meanwhile.
 */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource("/api/events");
    let connectedBefore = false;
    source.addEventListener("ready", () => {
      if (connectedBefore) void queryClient.invalidateQueries();
      connectedBefore = true;
    });
    source.addEventListener("change", (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as LiveEvent;
      for (const queryKey of keysFor(event.topic)) void queryClient.invalidateQueries({ queryKey });
    });
    return () => source.close();
  }, [queryClient]);
}
