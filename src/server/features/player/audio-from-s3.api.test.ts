import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureStorageCors } from "../../infra/storage/create-storage";
import { catalogFixtures, fixtureMp3 } from "../../testing/catalog-fixtures";
import { audioLink, httpClient, signedInRoles, type SignedInUser } from "../../testing/http-client";
import { startTestS3, type TestS3 } from "../../testing/s3-server";
import { TEST_APP_URL, useTestApp } from "../../testing/test-app";
import { availableDatabaseKinds } from "../../testing/test-database";

const kinds = await availableDatabaseKinds();
const APP_ORIGIN = new URL(TEST_APP_URL).origin;

/**
 * With S3 storage, what the dashboard's offline reserve does in the browser: its signed
 * link redirects to a presigned URL on the bucket's server, which the page fetches across
 * origins and must be allowed to read (an opaque answer is refused) — so the server sets
 * the bucket's CORS rule at start, and lets its pages connect there.
 */
describe.each(kinds)("presigned audio read by the app's pages (%s)", (kind) => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.close());
  const context = useTestApp(kind, () => ({ ...s3.env, STORAGE: "s3" }));
  const client = httpClient(context);
  let subscriber: SignedInUser;
  let presigned: string;
  beforeAll(async () => {
    const { infra } = context();
    await configureStorageCors(infra.env, infra.logger);
    const roles = await signedInRoles(context);
    subscriber = roles.subscriber;
    const fixtures = catalogFixtures(context);
    const genre = await fixtures.genre(roles.admin.cookie, `S3 ${Date.now()}`);
    const song = await fixtures.song(roles.admin.cookie, { genreId: genre.id, title: "Nube" });
    const link = await audioLink(client, subscriber.cookie, song.id);
    const redirect = await client.get(link, { cookie: subscriber.cookie });
    expect(redirect.status).toBe(302);
    presigned = redirect.headers.get("location") as string;
  });

  it("the signed link leads to the bucket's server, whose answer the app's pages may read", async () => {
    expect(new URL(presigned).origin).toBe(s3.options.endpoint);
    // What fetch() sends from a page of the app, and the reserve requires of the answer.
    const whole = await fetch(presigned, { headers: { origin: APP_ORIGIN } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
    expect(whole.headers.get("content-type")).toBe("audio/mpeg");
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(fixtureMp3()))).toBe(true);
    const exposed = whole.headers.get("access-control-expose-headers")?.split(/,\s*/);
    expect(exposed).toEqual(["Content-Length", "Content-Range", "Accept-Ranges", "Content-Type"]);
  });

  it("allows a request for a range, asked first by a preflight", async () => {
    const preflight = await fetch(presigned, {
      method: "OPTIONS",
      headers: {
        origin: APP_ORIGIN,
        "access-control-request-method": "GET",
        "access-control-request-headers": "range",
      },
    });
    expect(preflight.status).toBe(200);
    // AWS names the origin; s3rver answers "*", which a request without credentials accepts.
    expect([APP_ORIGIN, "*"]).toContain(preflight.headers.get("access-control-allow-origin"));
    expect(preflight.headers.get("access-control-allow-methods")).toMatch(/\bGET\b/);
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toBe("range");
    const part = await fetch(presigned, { headers: { origin: APP_ORIGIN, range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${fixtureMp3().length}`);
  });

  it("lets no other site read it", async () => {
    const elsewhere = "https://otro-sitio.example";
    const answer = await fetch(presigned, { headers: { origin: elsewhere } });
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(presigned, {
      method: "OPTIONS",
      headers: { origin: elsewhere, "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(403);
  });

  it("lets the service worker, and the pages, connect to the bucket's server", async () => {
    // The policy of every answer but the HTML pages (/sw.js's too), which add their hashes.
    const policy = (await client.get("/api/plans")).headers.get("content-security-policy");
    const connect = policy?.split("; ").find((part) => part.startsWith("connect-src"));
    expect(connect).toBe(`connect-src 'self' ${s3.options.endpoint}`);
  });
});
