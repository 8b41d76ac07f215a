import { expect, it } from "vitest";
import { openEventStream } from "../../testing/event-stream";
import { GOOD_PASSWORD, httpClient, sessionCookie, signedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";

describeEachDatabase("live events: a session that ends, ends everywhere", (context) => {
  const client = httpClient(context);
  const signInAgain = async (email: string) =>
    sessionCookie(await client.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD }));
  const openReady = async (cookie: string) => {
    const stream = await openEventStream(context, cookie);
    await stream.readUntil("event: ready");
    return stream;
  };

  it("closes the stream of a session that signs out, and only that one", async () => {
    const { email, cookie } = await signedInUser(context);
    const elsewhere = await signInAgain(email);
    const leaving = await openReady(cookie);
    const staying = await openReady(elsewhere);

    expect((await client.post("/api/auth/sign-out", {}, { cookie })).status).toBe(200);
    await leaving.readToEnd();
    expect((await client.get("/api/events", { cookie })).status).toBe(401);

    await context().infra.events.publish({ topic: "catalog" });
    expect(await staying.readUntil('"topic":"catalog"')).toContain("event: change");
    await staying.close();
  });

  it("a password change ends the other sessions and their streams, whatever the client asks", async () => {
    for (const revokeOtherSessions of [false, undefined]) {
      const { email, cookie } = await signedInUser(context);
      const other = await signInAgain(email);
      const stream = await openReady(other);

      const changed = await client.post(
        "/api/auth/change-password",
        { currentPassword: GOOD_PASSWORD, newPassword: "Nueva2026x", revokeOtherSessions },
        { cookie },
      );
      expect(changed.status).toBe(200);
      expect(await (await client.get("/api/session", { cookie: other })).json()).toBeNull();
      expect((await client.get("/api/me", { cookie: other })).status).toBe(401);
      await stream.readToEnd();
      // The one who changed it stays signed in, with the session the answer gave them.
      expect((await client.get("/api/me", { cookie: sessionCookie(changed) })).status).toBe(200);
    }
  });

  it("stops telling a demoted admin about users and campaigns from the next event on", async () => {
    const boss = await signedInUser(context, { role: "admin" });
    const demoted = await signedInUser(context, { role: "admin" });
    const stream = await openReady(demoted.cookie);
    await context().infra.events.publish({ topic: "users" });
    await stream.readUntil('"topic":"users"');

    const demote = await client.put(
      `/api/users/${demoted.id}/role`,
      { role: "user" },
      { cookie: boss.cookie },
    );
    expect(demote.status).toBe(200);
    await context().infra.events.publish({ topic: "campaigns" });
    await context().infra.events.publish({ topic: "catalog" });
    const received = await stream.readUntil('"topic":"catalog"');
    // Only the event heard before the demotion; the demotion's own 'users' announcement
    // and the campaigns after it stay with the admins.
    expect(received.match(/"topic":"users"/g)).toHaveLength(1);
    expect(received).not.toContain('"topic":"campaigns"');
    expect(received).toContain(`"topic":"user:${demoted.id}"`);
    await stream.close();
  });

  it("holds many streams open without a listener-leak warning", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const { cookie } = await signedInUser(context);
      const streams = await Promise.all(Array.from({ length: 12 }, () => openReady(cookie)));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain("MaxListenersExceededWarning");
      await Promise.all(streams.map((stream) => stream.close()));
    } finally {
      process.off("warning", onWarning);
    }
  });
});
