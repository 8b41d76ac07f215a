import { useEffect, useRef, useState } from "react";
import { zoneTopic } from "~/shared/events/topics";
import type { ZoneStatus } from "~/shared/remote/schema";
import { onZoneEvent } from "~/web/lib/zone-events";
import { useSendCommand, withId, type CommandRequest } from "./api";

/** How long a command may wait for the state that answers it before the zone is said mute. */
export const ANSWER_WAIT_MS = 3_000;

/** Where the zone's latest command is: on its way, answered, unanswered, or refused. */
export type CommandPhase =
  | { kind: "idle" }
  | { kind: "sending"; id: string; request: CommandRequest }
  | { kind: "answered" }
  | { kind: "no-answer" }
  /** The server's answer: no player hears the zone, or its player is cut off. */
  | { kind: "unheard"; status: Extract<ZoneStatus, "no-player" | "offline"> }
  | { kind: "failed"; request: CommandRequest; error: unknown };

/**
 * Sends a zone's commands and follows the latest until its player's state names it
 * (`commandId`), or 3 s have passed. A newer command takes the place of an older one.
 */
export function useZoneCommand(zoneId: string) {
  const send = useSendCommand(zoneId);
  const [phase, setPhase] = useState<CommandPhase>({ kind: "idle" });
  const latest = useRef<string | null>(null);
  const waitingId = phase.kind === "sending" ? phase.id : null;

  useEffect(() => {
    if (!waitingId) return;
    const topic = zoneTopic(zoneId);
    const settle = (next: CommandPhase) => {
      if (latest.current === waitingId) setPhase(next);
    };
    const stop = onZoneEvent((event) => {
      if (event !== "reconnected" && event.topic === topic && event.kind === "state")
        if (event.state.commandId === waitingId) settle({ kind: "answered" });
    });
    const timer = setTimeout(() => settle({ kind: "no-answer" }), ANSWER_WAIT_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [zoneId, waitingId]);

  const run = (request: CommandRequest) => {
    const command = withId(request);
    latest.current = command.id;
    setPhase({ kind: "sending", id: command.id, request });
    send.mutate(command, {
      onSuccess: ({ status }) => {
        if (latest.current !== command.id) return;
        if (status === "no-player" || status === "offline") setPhase({ kind: "unheard", status });
      },
      onError: (error) => {
        if (latest.current === command.id) setPhase({ kind: "failed", request, error });
      },
    });
  };
  return { run, phase };
}
