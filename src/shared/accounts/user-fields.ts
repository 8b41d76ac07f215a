import type { DBFieldAttribute } from "better-auth/db";
import { campaignsConsentField } from "../campaigns/schema";

/**
 * The fields better-auth's user has beyond its own, declared once for its server (which
 * stores them) and its browser client (which sends `campaignsConsent` with a registration).
 */
export const userAdditionalFields = {
  // The registration form's box, unticked unless the person ticks it: campaign e-mails need
  // prior consent (LSSI art. 21). Changed later on the profile only.
  campaignsConsent: {
    type: "boolean",
    required: false,
    defaultValue: false,
    input: true,
    validator: { input: campaignsConsentField },
  },
  // Set by the server when consent is given, never by the client.
  campaignsConsentAt: { type: "date", required: false, input: false },
} satisfies Record<string, DBFieldAttribute>;
