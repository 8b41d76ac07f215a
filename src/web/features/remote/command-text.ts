import { remoteCopy } from "~/shared/copy/remote";
import { errorMessage } from "~/web/lib/error-message";
import type { CommandPhase } from "./use-zone-command";

const copy = remoteCopy.command;

/** What the card says about its latest command: on its way, or why nothing came of it. */
export function commandText(phase: CommandPhase): { tone: "info" | "error"; text: string } | null {
  switch (phase.kind) {
    case "sending":
      return { tone: "info", text: copy.sending };
    case "no-answer":
      return { tone: "error", text: copy.noAnswer };
    case "unheard":
      return {
        tone: "error",
        text: phase.status === "offline" ? remoteCopy.offline : remoteCopy.noPlayer,
      };
    case "failed":
      return {
        tone: "error",
        text: errorMessage(phase.error, {
          // A choice by hand needs a programme; any other command, a zone that still exists.
          NOT_FOUND:
            phase.request.kind === "override" || phase.request.kind === "end-override"
              ? remoteCopy.override.noSchedule
              : remoteCopy.errors.zoneNotFound,
          fallback: copy.failed,
        }),
      };
    default:
      return null;
  }
}
