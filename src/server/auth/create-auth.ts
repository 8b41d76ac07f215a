import { createHash } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import { meetsPasswordPolicy } from "~/shared/accounts/password-policy";
import { userAdditionalFields } from "~/shared/accounts/user-fields";
import { accountsCopy } from "~/shared/copy/accounts";
import { userTopic } from "~/shared/events/topics";
import { paths } from "~/shared/paths";
import { emailSchema, fullNameSchema, profileImageSchema } from "~/shared/accounts/schema";
import type { DatabaseHandle } from "../db/client";
import { isConnectionLost } from "../infra/postgres-errors";
import { account, rateLimit, session, user, verification } from "../domain/accounts/tables";
import type { Env } from "../env";
import type { Logger } from "../infra/logger";
import type { Mailer } from "../infra/mail/mailer";
import type { EventBus } from "../infra/realtime/event-bus";
import { attemptLimiter } from "./attempt-limiter";
import { answerAuthFailure } from "./auth-failures";
import { authEmails } from "./auth-emails";
import { CLIENT_IP_HEADER } from "./client-ip";
import type { PasswordHashing } from "./password-hashing";
import { tooManyAttempts } from "./too-many-attempts";

const MINUTE = 60_000;
/** Failed logins against one account (product §8: repeated attempts give 'Demasiados intentos…'). */
export const LOGIN_FAILURE_RULE = { max: 5, windowMs: 15 * MINUTE };
/** Reset and verification e-mails to one address. */
export const EMAIL_REQUEST_RULE = { max: 3, windowMs: 15 * MINUTE };
/** A verification link works once (it is valid for 24 hours). */
const VERIFICATION_LINK_RULE = { max: 1, windowMs: 25 * 60 * MINUTE };

const weakPassword = () =>
  new APIError("BAD_REQUEST", {
    code: "PASSWORD_TOO_WEAK",
    message: accountsCopy.register.errors.weakPassword,
  });

function bodyField(body: unknown, field: string): unknown {
  return body && typeof body === "object" ? (body as Record<string, unknown>)[field] : undefined;
}

function normalisedEmail(body: unknown): string | undefined {
  const parsed = emailSchema.safeParse(bodyField(body, "email"));
  return parsed.success ? parsed.data : undefined;
}

export interface CreateAuthOptions {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  mailer: Mailer;
  events: EventBus;
  passwordHashing: PasswordHashing;
}

/**
 * better-auth as the architecture fixes it: e-mail and password with required
 * verification, reset, roles (admin plugin), database sessions and database rate limits.
 * Everything else an account can change goes through the feature routes.
 */
export function createAuth({
  env,
  logger,
  database,
  mailer,
  events,
  passwordHashing,
}: CreateAuthOptions) {
  const { db } = database;
  const attempts = attemptLimiter(db);
  const emails = authEmails({ mailer, identity: env.publicConfig });
  const log = logger.child({ module: "auth" });

  return betterAuth({
    appName: env.publicConfig.brandName,
    baseURL: env.APP_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    logger: {
      level: "warn",
      // A lost database connection is an outage answered with 503, not a failure of ours.
      log: (level, message, ...args) =>
        log[level === "error" && args.some(isConnectionLost) ? "warn" : level]({ args }, message),
    },
    onAPIError: {
      // An error that is no APIError (a query that failed in a hook or an adapter) leaves
      // better-auth as thrown, for the app's onError to answer like any other route's — 503
      // for a lost database connection — instead of better-auth's bare 500. Its own
      // APIErrors are still answered by it, and seen by the `after` hook below.
      throw: true,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwordHashing,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: recipient, url }) => emails.passwordReset(recipient, url),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: recipient, url }) =>
        emails.verification(recipient, url),
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    user: { additionalFields: userAdditionalFields },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    databaseHooks: {
      user: {
        create: {
          // When consent was given is its proof (RGPD art. 7.1).
          before: async (created) =>
            created.campaignsConsent === true
              ? { data: { ...created, campaignsConsentAt: new Date() } }
              : undefined,
          // The admin's users table shows registrations and verifications as they happen.
          after: async () => void (await events.publish({ topic: "users" })),
        },
        // Verification, for one, changes what every instance remembers of the user's sessions.
        update: {
          after: async (updated) =>
            void (await Promise.all([
              events.publish({ topic: "users" }),
              events.publish({ topic: userTopic(updated.id) }),
            ])),
        },
      },
      // A session that ends (sign-out, password change or reset, expiry) wakes its user's
      // live streams on every instance, and the one whose session it was closes (features/live).
      session: {
        delete: {
          after: async (ended) => void (await events.publish({ topic: userTopic(ended.userId) })),
        },
      },
    },
    // Admin actions and profile changes have their own routes (features/users,
    // features/accounts), validated by the shared schemas; these stay closed.
    disabledPaths: [
      "/update-user",
      "/change-email",
      "/delete-user",
      "/delete-user/callback",
      "/set-password",
      "/link-social",
      "/unlink-account",
      "/admin/set-role",
      "/admin/create-user",
      "/admin/update-user",
      "/admin/list-users",
      "/admin/get-user",
      "/admin/list-user-sessions",
      "/admin/ban-user",
      "/admin/unban-user",
      "/admin/impersonate-user",
      "/admin/stop-impersonating",
      "/admin/revoke-user-session",
      "/admin/revoke-user-sessions",
      "/admin/remove-user",
      "/admin/set-user-password",
      "/admin/has-permission",
    ],
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 120,
      customRules: {
        // Staff of one shop share an address: generous per IP, strict per account (below).
        "/sign-in/email": { window: 60, max: 30 },
        "/sign-up/email": { window: 10 * 60, max: 10 },
        "/request-password-reset": { window: 10 * 60, max: 10 },
        "/send-verification-email": { window: 10 * 60, max: 10 },
        "/change-password": { window: 10 * 60, max: 10 },
      },
    },
    advanced: {
      // Said outright: under NODE_ENV=test better-auth would skip its origin, callbackURL
      // and CSRF checks, and the API tests would not run what production runs.
      disableOriginCheck: false,
      cookiePrefix: "sonaria",
      useSecureCookies: env.APP_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        switch (ctx.path) {
          case "/sign-up/email": {
            const email = normalisedEmail(ctx.body);
            if (!email)
              throw new APIError("BAD_REQUEST", {
                code: "INVALID_EMAIL",
                message: accountsCopy.invalidEmail,
              });
            // The name is printed on certificates too: the profile's rule, and its message
            // (required, too long, or characters that would reorder it).
            const name = fullNameSchema.safeParse(bodyField(ctx.body, "name"));
            if (!name.success) {
              throw new APIError("BAD_REQUEST", {
                code: "INVALID_NAME",
                message: name.error.issues[0]?.message ?? accountsCopy.required,
              });
            }
            const image = bodyField(ctx.body, "image");
            if (image != null && !profileImageSchema.safeParse(image).success) {
              throw new APIError("BAD_REQUEST", {
                code: "INVALID_IMAGE",
                message: accountsCopy.register.errors.invalidImage,
              });
            }
            const password = bodyField(ctx.body, "password");
            if (typeof password !== "string" || !meetsPasswordPolicy(password))
              throw weakPassword();
            // Registration says that the address is taken (product §8), unlike sign-in.
            const existing = await db.query.user.findFirst({
              where: (u, { eq }) => eq(u.email, email),
            });
            if (existing) {
              throw new APIError("UNPROCESSABLE_ENTITY", {
                code: "USER_ALREADY_EXISTS",
                message: accountsCopy.register.errors.emailInUse,
              });
            }
            return;
          }
          case "/sign-in/email": {
            const email = normalisedEmail(ctx.body);
            const wait = email
              ? await attempts.blockedFor(`login:${email}`, LOGIN_FAILURE_RULE)
              : 0;
            if (wait > 0) throw tooManyAttempts(wait);
            return;
          }
          case "/request-password-reset":
          case "/send-verification-email": {
            const email = normalisedEmail(ctx.body);
            if (!email) return;
            const key = `${ctx.path === "/request-password-reset" ? "reset" : "verify"}:${email}`;
            const wait = await attempts.blockedFor(key, EMAIL_REQUEST_RULE);
            if (wait > 0) throw tooManyAttempts(wait);
            await attempts.record(key, EMAIL_REQUEST_RULE);
            return;
          }
          case "/verify-email": {
            // better-auth's links are signed and expiring; recording each one used makes
            // them single-use too. A reused link lands on /login with the error notice.
            const token = ctx.query?.token;
            if (typeof token !== "string") return;
            const key = `verification-link:${createHash("sha256").update(token).digest("hex")}`;
            if (await attempts.isBlocked(key, VERIFICATION_LINK_RULE)) {
              throw ctx.redirect(`${paths.login}?error=INVALID_TOKEN`);
            }
            await attempts.record(key, VERIFICATION_LINK_RULE);
            return;
          }
          case "/reset-password":
          case "/change-password": {
            const password = bodyField(ctx.body, "newPassword");
            if (typeof password !== "string" || !meetsPasswordPolicy(password))
              throw weakPassword();
            // A password change ends the other sessions (product §4), whatever the client
            // asks: a client that leaves it out must not keep a thief signed in.
            if (ctx.path === "/change-password")
              return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
            return;
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (returned instanceof APIError) answerAuthFailure(returned, log);
        if (ctx.path !== "/sign-in/email") return;
        const email = normalisedEmail(ctx.body);
        if (!email) return;
        const key = `login:${email}`;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) await attempts.record(key, LOGIN_FAILURE_RULE);
        } else {
          await attempts.clear(key);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
