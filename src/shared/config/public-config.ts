// Relative: vite.config.ts loads this file, outside the "~" alias.
import { DEFAULT_RETENTION_YEARS } from "../play-log/retention";
import { z } from "../validation/zod";

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const webUrl = z.url({ protocol: /^https?$/, error: "debe ser una URL http(s)" });

/**
 * The business identity shown on every page and in every e-mail, and how long proof is
 * kept (the dashboard tells owners). Read from the
 * environment by the server at boot and by the web build (the public site's pages are
 * prerendered with it, see docs/decisions/002-public-config-at-build.md).
 */
export const publicEnvSchema = z.object({
  BRAND_NAME: optional(z.string().trim().min(1).max(60)).default("Sonaria"),
  LEGAL_NAME: optional(z.string().trim().min(1).max(120)).default("Sonaria Música Ambiental, S.L."),
  SUPPORT_EMAIL: optional(z.email()).default("soporte@sonaria.es"),
  WHATSAPP_NUMBER: optional(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ]{5,19}$/, "debe ser un número de teléfono, p. ej. +34 600 000 000"),
  ).default("+34 600 000 000"),
  ADVISOR_CHAT_URL: optional(webUrl),
  SOCIAL_INSTAGRAM_URL: optional(webUrl),
  SOCIAL_FACEBOOK_URL: optional(webUrl),
  SOCIAL_LINKEDIN_URL: optional(webUrl),
  /**
   * Plays older than this many years leave the play log (a daily job); 5 covers claims.
   * Public because the dashboard tells owners how long their proof stays available.
   */
  PLAY_LOG_RETENTION_YEARS: optional(z.coerce.number().int().min(1).max(50)).default(
    DEFAULT_RETENTION_YEARS,
  ),
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

export interface PublicConfig {
  brandName: string;
  legalName: string;
  supportEmail: string;
  whatsappNumber: string;
  whatsappUrl: string;
  advisorChatUrl: string;
  social: { instagram?: string; facebook?: string; linkedin?: string };
  /** How long the play log and the certificates of past periods stay available. */
  proofRetentionYears: number;
}

export function toPublicConfig(env: PublicEnv): PublicConfig {
  const whatsappUrl = `https://wa.me/${env.WHATSAPP_NUMBER.replace(/[^0-9]/g, "")}`;
  return {
    brandName: env.BRAND_NAME,
    legalName: env.LEGAL_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    whatsappNumber: env.WHATSAPP_NUMBER,
    whatsappUrl,
    // Without a dedicated chat tool the advisor is reached on WhatsApp.
    advisorChatUrl: env.ADVISOR_CHAT_URL ?? whatsappUrl,
    social: {
      instagram: env.SOCIAL_INSTAGRAM_URL,
      facebook: env.SOCIAL_FACEBOOK_URL,
      linkedin: env.SOCIAL_LINKEDIN_URL,
    },
    proofRetentionYears: env.PLAY_LOG_RETENTION_YEARS,
  };
}
