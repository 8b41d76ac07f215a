import { schedulesCopy } from "~/shared/copy/schedules";
import type { ScheduleInput } from "~/shared/schedules/schema";

const copy = schedulesCopy.page;

/**
 * A refusal of the whole schedule (zod's or the server's, with a path like
 * `slots.3.start`) said with what it is about: "Comidas: Las horas van de 15 en 15 minutos".
 */
export function issueText(
  issue: { path: string | readonly PropertyKey[]; message: string },
  input: ScheduleInput,
): string {
  const [part, index, ...rest] =
    typeof issue.path === "string" ? issue.path.split(".") : issue.path.map(String);
  const at = Number(index);
  let subject: string | undefined;
  if (part === "opening") {
    const day = input.opening[at]?.weekday;
    subject = day ? copy.weekdays[day] : undefined;
  } else if (part === "slots") subject = input.slots[at]?.name;
  else if (part === "specialDates") {
    const special = input.specialDates[at];
    const slot = rest[0] === "slots" ? special?.slots[Number(rest[1])] : undefined;
    subject = special && (slot ? `${special.name} · ${slot.name}` : special.name);
  }
  // An overlap's words already name both slots.
  return subject && !issue.message.includes(`«${subject}»`)
    ? `${subject}: ${issue.message}`
    : issue.message;
}
