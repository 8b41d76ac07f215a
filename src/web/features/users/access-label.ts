import type { Access } from "~/shared/accounts/access";
import { accessCopy } from "~/shared/copy/users";
import { spanishDateFormat } from "~/web/lib/spanish-date-format";

const shortDate = spanishDateFormat({ day: "numeric", month: "short", year: "numeric" });
const day = (iso: string | null) => (iso ? shortDate().format(new Date(iso)) : null);

/** A user's access in words: 'Activa · plan', 'Prueba hasta …', 'Cortesía', 'Inactiva'… */
export function accessLabel(access: Access): string {
  const { state } = access;
  switch (state.kind) {
    case "active":
      return accessCopy.active(state.planName);
    case "trialing":
      return accessCopy.trialing(day(state.trialEndsAt));
    case "canceling":
      return accessCopy.canceling(day(state.accessUntil));
    case "complimentary":
      return accessCopy.complimentary;
    case "admin":
      return accessCopy.admin;
    case "inactive":
      return accessCopy.inactive;
  }
}
