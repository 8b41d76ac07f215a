import { eq } from "drizzle-orm";
import type { Role } from "~/shared/accounts/roles";
import { subscription } from "../domain/subscriptions/tables";
import { user } from "../domain/accounts/tables";
import { companyBillingDetails } from "./billing-details";
import type { TestContext } from "./test-app";
import { TEST_APP_URL } from "./test-app";

let addressCounter = 0;
/** A fresh client address, so per-IP limits of one test never reach another. */
export const nextAddress = () =>
  `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter++ & 255}`;

export interface RequestOptions {
  body?: unknown;
  cookie?: string;
  ip?: string;
  origin?: string | null;
  headers?: Record<string, string>;
}

/** A file in a multipart upload. */
export interface UploadFile {
  bytes: Uint8Array;
  name: string;
  /** Default: audio/mpeg. */
  type?: string;
}

/** A browser-like client of the in-process app: same-origin JSON requests with a cookie. */
export function httpClient(context: () => Pick<TestContext, "app">) {
  function headersFor(options: RequestOptions) {
    const headers: Record<string, string> = {
      "x-forwarded-for": options.ip ?? nextAddress(),
      ...options.headers,
    };
    if (options.origin !== null) headers.origin = options.origin ?? TEST_APP_URL;
    if (options.cookie) headers.cookie = options.cookie;
    return headers;
  }
  async function request(method: string, path: string, options: RequestOptions = {}) {
    const headers = headersFor(options);
    if (options.body !== undefined) headers["content-type"] = "application/json";
    return context().app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }
  return {
    request,
    get: (path: string, options?: RequestOptions) => request("GET", path, options),
    post: (path: string, body?: unknown, options?: RequestOptions) =>
      request("POST", path, { ...options, body }),
    patch: (path: string, body?: unknown, options?: RequestOptions) =>
      request("PATCH", path, { ...options, body }),
    put: (path: string, body?: unknown, options?: RequestOptions) =>
      request("PUT", path, { ...options, body }),
    /** A multipart form POST, as the upload forms send it: text fields and a file. */
    upload(
      path: string,
      form: { fields?: Record<string, string>; file?: UploadFile },
      options: Omit<RequestOptions, "body"> = {},
    ) {
      const body = new FormData();
      for (const [key, value] of Object.entries(form.fields ?? {})) body.set(key, value);
      if (form.file)
        body.set(
          "file",
          new File([new Uint8Array(form.file.bytes)], form.file.name, {
            type: form.file.type ?? "audio/mpeg",
          }),
        );
      return context().app.request(path, { method: "POST", body, headers: headersFor(options) });
    },
  };
}

/** The session cookie a response sets, as a Cookie header value. */
/** The body of every refused request (http/on-error.ts): a code, a message, the fields named. */
export interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

export function sessionCookie(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("sonaria.session_token="));
  if (!cookie) throw new Error(`No session cookie (status ${response.status})`);
  return cookie.split(";")[0] as string;
}

let userCounter = 0;
export const uniqueEmail = (prefix = "usuario") =>
  `${prefix}.${Date.now()}.${userCounter++}@example.es`;
export const GOOD_PASSWORD = "Musica2026";

/**
 * A registered, verified account signed in through the real endpoints
 * (verification is marked directly: the e-mail flow has tests of its own).
 * `complimentary`: with complimentary access, so that it may play.
 * `campaignsConsent`: the registration form's box ticked (unticked by default).
 */
export async function signedInUser(
  context: () => TestContext,
  options: {
    role?: Role;
    email?: string;
    fullName?: string;
    complimentary?: boolean;
    campaignsConsent?: boolean;
    /** With billing details in the profile: a first payment's invoice names the customer. */
    billingDetails?: boolean;
  } = {},
) {
  const client = httpClient(context);
  const email = options.email ?? uniqueEmail(options.role ?? "user");
  const signUp = await client.post("/api/auth/sign-up/email", {
    name: options.fullName ?? "Ana García",
    email,
    password: GOOD_PASSWORD,
    ...(options.campaignsConsent === undefined
      ? {}
      : { campaignsConsent: options.campaignsConsent }),
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await context()
    .database.db.update(user)
    .set({ emailVerified: true, role: options.role ?? "user" })
    .where(eq(user.email, email));
  const signIn = await client.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
  if (signIn.status !== 200)
    throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const row = await context().database.db.query.user.findFirst({ where: eq(user.email, email) });
  const id = row?.id as string;
  if (options.complimentary)
    await context()
      .database.db.insert(subscription)
      .values({
        id: `complimentary-${id}`,
        userId: id,
        provider: "complimentary",
        providerSubscriptionId: id,
        status: "active",
      });
  const cookie = sessionCookie(signIn);
  if (options.billingDetails) {
    const saved = await client.put("/api/me/billing", companyBillingDetails, { cookie });
    if (saved.status !== 200) throw new Error(`billing details refused: ${saved.status}`);
  }
  return { email, id, cookie };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

/** The three accounts access rules are tested with: an admin, a user, a subscriber. */
export async function signedInRoles(context: () => TestContext) {
  return {
    admin: await signedInUser(context, { role: "admin" }),
    user: await signedInUser(context),
    subscriber: await signedInUser(context, { complimentary: true }),
  };
}

/** The signed link /api/access gives the session's user to a song's audio (none: throws). */
export async function audioLink(
  client: ReturnType<typeof httpClient>,
  cookie: string,
  songId: string,
): Promise<string> {
  const response = await client.get(`/api/access?songId=${songId}`, { cookie });
  const { audio } = (await response.json()) as { audio: { url: string } | null };
  if (!audio) throw new Error(`no audio link for ${songId} (${response.status})`);
  return audio.url;
}
