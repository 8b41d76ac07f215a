import { beforeAll, expect, it } from "vitest";
import { MAX_EMAIL_CONTENT_LENGTH } from "~/shared/campaigns/schema";
import { httpClient, nextAddress, signedInUser, type SignedInUser } from "../testing/http-client";
import { describeEachDatabase, TEST_APP_URL } from "../testing/test-app";

const MEGABYTE = 1024 * 1024;

/** A JSON-looking body of `size` bytes, made as it is read: `read()` tells how much was. */
function endlessBody(size: number) {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  let read = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= size) return controller.close();
      read += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, read: () => read };
}

describeEachDatabase("request body limits", (context) => {
  const client = httpClient(context);
  let user: SignedInUser;
  let admin: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser(context);
    admin = await signedInUser(context, { role: "admin" });
  });

  async function send50Mb(
    method: string,
    path: string,
    options: { cookie?: string; length: boolean },
  ) {
    const size = 50 * MEGABYTE;
    const body = endlessBody(size);
    const request = new Request(`${TEST_APP_URL}${path}`, {
      method,
      body: body.stream,
      duplex: "half",
      headers: {
        "content-type": "application/json",
        origin: TEST_APP_URL,
        "x-forwarded-for": nextAddress(),
        ...(options.length ? { "content-length": String(size) } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    } as RequestInit);
    const response = await context().app.request(request);
    return { response, read: body.read() };
  }

  it("answers a 50 MB body with 413 without reading it, on every kind of route", async () => {
    const routes = [
      { method: "POST", path: "/api/auth/sign-in/email" },
      { method: "POST", path: "/api/auth/request-password-reset" },
      { method: "POST", path: "/api/marketing/unsubscribe" },
      { method: "PUT", path: "/api/me/billing", cookie: user.cookie },
      { method: "POST", path: "/api/marketing/templates", cookie: admin.cookie },
    ];
    for (const { method, path, cookie } of routes)
      for (const length of [true, false]) {
        const label = `${method} ${path}, ${length ? "with" : "without"} Content-Length`;
        const { response, read } = await send50Mb(method, path, { cookie, length });
        expect(response.status, label).toBe(413);
        expect((await response.json()).error.code, label).toBe("PAYLOAD_TOO_LARGE");
        // Read up to the cap at most (1.5 MB for e-mails), never the whole body.
        expect(read, label).toBeLessThan(2 * MEGABYTE);
      }
  });

  it("caps e-mails at 1.5 MB, room for the longest one in three-byte characters", async () => {
    const save = (content: string) =>
      client.post(
        "/api/marketing/templates",
        { name: "Larga", subject: "Muy larga", content },
        { cookie: admin.cookie },
      );
    const tooLarge = await save("x".repeat(2 * MEGABYTE));
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error.message).toBe("E-mails are limited to 1.5 MB");
    expect((await save(`<p>${"€".repeat(MAX_EMAIL_CONTENT_LENGTH - 7)}</p>`)).status).toBe(201);
  });

  it("keeps other JSON bodies to 16 KB", async () => {
    const response = await client.patch(
      "/api/me",
      { fullName: "Ana", padding: "x".repeat(20 * 1024) },
      { cookie: user.cookie },
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe("Request bodies are limited to 16 KB");
  });
});
