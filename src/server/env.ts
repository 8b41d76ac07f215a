import { z } from "~/shared/validation/zod";
import { isValidSpanishTaxId, normalizeTaxId } from "~/shared/accounts/tax-id";
import { publicEnvSchema, toPublicConfig, type PublicConfig } from "~/shared/config/public-config";
import { DEFAULT_LICENCE_STATEMENT } from "~/shared/copy/certificates";

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const serverEnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(["development", "production", "test"])).default("development"),
    LOG_LEVEL: optional(
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]),
    ).default("info"),
    PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
    APP_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    DATA_DIR: optional(z.string().min(1)).default("./data"),
    /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
    TRUST_PROXY: optional(z.enum(["true", "false", "1", "0"]))
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL"),
    ),
    /** The largest audio upload, in megabytes. */
    MAX_UPLOAD_MB: optional(z.coerce.number().int().min(1).max(2048)).default(200),
    /**
     * The most a quiet song is raised towards −16 LUFS, in dB: past it a song's noise
     * floor comes up with it. Applied where songs are answered, so a change reaches every
     * song at the next start.
     */
    MAX_BOOST_DB: optional(z.coerce.number().min(0).max(40)).default(12),
    /**
     * An RFC 3161 time-stamping authority that dates each daily seal of the play log (for
     * legal weight in the EU, a qualified one under eIDAS). Unset: seals are not time-stamped.
     */
    TSA_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    /**
     * A PEM file of the CA certificates `verify-play-log` trusts to have issued the
     * authority's certificate. Unset: each stored token's signature and digest are checked,
     * not who signed it.
     */
    TSA_CA_FILE: optional(z.string().min(1)),
    /** Hours of music each player keeps on its device for when the connection drops. */
    OFFLINE_HOURS: optional(z.coerce.number().int().min(1).max(48)).default(8),
    /** Requests per minute each public API token may make (decision 046). */
    API_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).max(100_000)).default(120),
    /** Seconds before a failed webhook delivery's first retry; each next one waits twice as long. */
    WEBHOOK_RETRY_DELAY_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).default(30),
    /** How long a player may go on offline after it last reached the server. */
    OFFLINE_LEASE_HOURS: optional(z.coerce.number().int().min(1).max(720)).default(72),
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")),
    MAIL_FROM: optional(z.string().min(3)),
    /**
     * Where uploads live: "disk" (DATA_DIR/uploads) or "s3". Unset: s3 when S3_BUCKET is
     * set, otherwise disk, except with DATABASE_URL (below).
     */
    STORAGE: optional(z.enum(["disk", "s3"])),
    S3_BUCKET: optional(z.string().min(3)),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    S3_REGION: optional(z.string().min(1)),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    /**
     * At start, add (or update) the bucket's CORS rule that lets the app's pages read its
     * audio for the offline reserve, keeping every other rule. "false": the operator keeps
     * the bucket's CORS rules, and the credentials need no permission on them.
     */
    S3_CONFIGURE_CORS: optional(z.enum(["true", "false", "1", "0"]))
      .default("true")
      .transform((value) => value === "true" || value === "1"),
    STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "must start with sk_ or rk_")),
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, "must start with whsec_")),
    /** Another Stripe API address (tests point the SDK at a local double). */
    STRIPE_API_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
    /** Force the built-in test checkout ("local") or Stripe; unset: Stripe when a key is set. */
    PAYMENTS: optional(z.enum(["local", "stripe"])),
    /** Test-only: lets tests move a local subscription's period end (never in production). */
    PAYMENTS_TEST_CLOCK: optional(z.enum(["true", "false"]))
      .default("false")
      .transform((value) => value === "true"),
    /**
     * Test-only: lets tests date back the silence of their own zones, so an alert's minutes
     * pass at once (never in production).
     */
    NETWORK_TEST_CLOCK: optional(z.enum(["true", "false"]))
      .default("false")
      .transform((value) => value === "true"),
    /** The provider's CIF, printed on every licence certificate (its legal name is LEGAL_NAME). */
    LEGAL_TAX_ID: optional(
      z
        .string()
        .refine(isValidSpanishTaxId, "must be a valid Spanish NIF/CIF")
        .transform(normalizeTaxId),
    ).default("B88123450"),
    /** The provider's registered address, printed on every licence certificate. */
    LEGAL_ADDRESS: optional(z.string().trim().min(5).max(200)).default(
      "Calle de Alcalá 100, 28009 Madrid",
    ),
    /**
     * The licence basis a certificate states, in the operator's (and their lawyer's) words.
     * The default claims no exemption from anything (business.md, "The licence question").
     */
    LICENCE_STATEMENT: optional(z.string().trim().min(20).max(1200)).default(
      DEFAULT_LICENCE_STATEMENT,
    ),
  })
  .extend(publicEnvSchema.shape)
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    }
    if (env.STORAGE === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when STORAGE=s3" });
    }
    if (env.STORAGE === "disk" && env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["STORAGE"],
        message: "is disk, but S3_BUCKET is set too: unset one of them",
      });
    }
    // Several instances share a PostgreSQL database; a file one of them stored on its own
    // disk would be missing on the others.
    if (env.DATABASE_URL && !env.STORAGE && !env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["STORAGE"],
        message:
          "with DATABASE_URL, uploads must be visible to every instance: set S3_BUCKET (and S3_*) " +
          "for S3, or STORAGE=disk when DATA_DIR/uploads is a volume all instances share",
      });
    }
    if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "is required when PAYMENTS=stripe",
      });
    }
    // A public deployment without Stripe would give subscriptions away through the test checkout.
    const https = env.APP_URL?.startsWith("https://") ?? false;
    if (https && !env.STRIPE_SECRET_KEY && env.PAYMENTS !== "local") {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS"],
        message:
          "set STRIPE_SECRET_KEY, or PAYMENTS=local to allow the built-in test checkout on a public URL",
      });
    }
    for (const clock of ["PAYMENTS_TEST_CLOCK", "NETWORK_TEST_CLOCK"] as const) {
      if (env.NODE_ENV === "production" && env[clock]) {
        ctx.addIssue({ code: "custom", path: [clock], message: "is for tests only" });
      }
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required when STRIPE_SECRET_KEY is set",
      });
    }
  });

export type RawEnv = z.infer<typeof serverEnvSchema>;

export interface Env extends Omit<RawEnv, "APP_URL" | "MAIL_FROM" | "STORAGE"> {
  APP_URL: string;
  MAIL_FROM: string;
  STORAGE: "disk" | "s3";
  publicConfig: PublicConfig;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses the environment once at boot; every problem names its variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map(
        (issue) => `${issue.path.join(".") || "(environment)"}: ${issue.message}`,
      ),
    );
  }
  const env = result.data;
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    MAIL_FROM: env.MAIL_FROM ?? `"${env.BRAND_NAME}" <${env.SUPPORT_EMAIL}>`,
    STORAGE: env.STORAGE ?? (env.S3_BUCKET ? "s3" : "disk"),
    publicConfig: toPublicConfig(env),
  };
}
