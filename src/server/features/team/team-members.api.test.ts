import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { teamCopy } from "~/shared/copy/team";
import { playLog } from "../../domain/play-log/tables";
import { openEventStream } from "../../testing/event-stream";
import {
  httpClient,
  signedInUser,
  type SignedInUser,
  type ErrorBody,
} from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase, useSecondInstance } from "../../testing/test-app";

/**
 * The people of a team once they are in it: removed, they are out at once (sessions,
 * live streams) and what they did stays; they play under the owner's subscription, only
 * while it lasts; the remote lets each role do what it may.
 */
describeEachDatabase(
  "the people of a team",
  (context) => {
    const client = httpClient(context);
    const team = teamFixtures(context);
    const plays = playLogFixtures(context);
    const there = httpClient(useSecondInstance(context));
    let owner: SignedInUser;
    let A: string;
    let songId: string;
    let vetoedId: string;

    beforeAll(async () => {
      const admin = await signedInUser(context, { role: "admin" });
      owner = await signedInUser(context, { complimentary: true });
      A = (await plays.establishment(owner.cookie, { tradingName: "Bar Lucía" })).id;
      const [song, vetoed] = await plays.songs(admin.cookie, ["Amanecer", "Vetada"]);
      songId = (song as { id: string }).id;
      vetoedId = (vetoed as { id: string }).id;
    });

    const remove = (userId: string, cookie: string) =>
      client.request("DELETE", `/api/team/members/${userId}`, { cookie });

    it("removes a person: their sessions and live streams end at once, their plays stay", async () => {
      const employee = await team.member(owner.cookie, {
        role: "employee",
        establishmentIds: [A],
      });
      expect((await plays.sendOk(employee.cookie, [plays.play(A, songId)])).accepted).toBe(1);
      const stream = await openEventStream(context, employee.cookie);
      await stream.readUntil("event: ready");
      // Another instance has read the session too, and remembers it.
      expect((await there.get("/api/establishments", { cookie: employee.cookie })).status).toBe(
        200,
      );

      const stranger = await signedInUser(context, { complimentary: true });
      expect((await remove(employee.id, stranger.cookie)).status).toBe(404);
      expect((await remove(employee.id, employee.cookie)).status).toBe(403);
      expect((await remove(employee.id, owner.cookie)).status).toBe(200);

      expect((await client.get("/api/me", { cookie: employee.cookie })).status).toBe(401);
      expect((await there.get("/api/me", { cookie: employee.cookie })).status).toBe(401);
      expect((await client.get("/api/establishments", { cookie: employee.cookie })).status).toBe(
        401,
      );
      await stream.readToEnd();
      const logged = await context()
        .database.db.select({ songId: playLog.songId })
        .from(playLog)
        .where(eq(playLog.establishmentId, A));
      expect(logged).toHaveLength(1);
      const listed = (await (await client.get("/api/team", { cookie: owner.cookie })).json()) as {
        members: { userId: string }[];
      };
      expect(listed.members.map((member) => member.userId)).not.toContain(employee.id);
      expect((await remove(employee.id, owner.cookie)).status).toBe(404);

      // Signed in again, the person is on their own: nothing of the owner's is theirs.
      const cookie = await team.signIn(employee.email);
      const me = (await (await client.get("/api/me", { cookie })).json()) as {
        team: { teamRole: string };
        access: { active: boolean };
      };
      expect(me.team.teamRole).toBe("owner");
      expect(me.access.active).toBe(false);
      expect(await (await client.get("/api/establishments", { cookie })).json()).toEqual([]);
    });

    it("lets a member play only while the owner's subscription lasts", async () => {
      const subscriber = await signedInUser(context, { billingDetails: true });
      const checkout = await client.post(
        "/api/billing/checkout",
        { planId: "basic", interval: "month", trial: false },
        { cookie: subscriber.cookie },
      );
      expect(checkout.status).toBe(200);
      const { url } = (await checkout.json()) as { url: string };
      const paid = await client.post(
        `/api/billing/checkout/${url.slice(url.lastIndexOf("/") + 1)}/pay`,
        { cardNumber: "4242 4242 4242 4242" },
        { cookie: subscriber.cookie },
      );
      expect(paid.status).toBe(200);
      const establishment = await team.establishment(subscriber.cookie, "Café Norte");
      const employee = await team.member(subscriber.cookie, {
        role: "employee",
        establishmentIds: [establishment],
      });
      const access = async () =>
        (await (
          await client.get(`/api/access?songId=${songId}`, { cookie: employee.cookie })
        ).json()) as { active: boolean; audio: { url: string } | null };

      const playing = await access();
      expect(playing.active).toBe(true);
      expect(playing.audio).not.toBeNull();

      const expired = await client.post("/api/billing/test-clock/expire", undefined, {
        cookie: subscriber.cookie,
      });
      expect(expired.status).toBe(200);
      const ended = await access();
      expect(ended).toMatchObject({ active: false, audio: null });
      const me = (await (await client.get("/api/me", { cookie: employee.cookie })).json()) as {
        access: { active: boolean };
      };
      expect(me.access.active).toBe(false);
    });

    it("lets an employee play and pause from the remote, not choose or block music", async () => {
      const employee = await team.member(owner.cookie, {
        role: "employee",
        establishmentIds: [A],
      });
      const manager = await team.member(owner.cookie, { role: "manager", establishmentIds: [A] });
      const command = (cookie: string, body: Record<string, unknown>) =>
        client.post(`/api/zones/${A}/commands`, { id: randomUUID(), ...body }, { cookie });
      const override = {
        kind: "override",
        source: { kind: "genre", genreId: randomUUID() },
        shuffle: true,
        until: new Date(Date.now() + 60 * 60_000).toISOString(),
      };
      const block = { kind: "block", songId: vetoedId };

      expect((await command(employee.cookie, { kind: "pause" })).status).toBe(202);
      expect((await command(employee.cookie, { kind: "volume", value: 0.4 })).status).toBe(202);
      for (const body of [override, block, { kind: "end-override" }]) {
        const refused = await command(employee.cookie, body);
        expect(refused.status, JSON.stringify(body)).toBe(403);
        expect(((await refused.json()) as ErrorBody).error.message).toBe(
          teamCopy.errors.notForYourRole,
        );
      }
      expect((await command(manager.cookie, block)).status).toBe(202);
    });

    it("plays the owner's music: the owner's blocks hide songs, the owner's lists play", async () => {
      const employee = await team.member(owner.cookie, {
        role: "employee",
        establishmentIds: [A],
      });
      const blocked = await client.put(`/api/blocked-songs/${vetoedId}`, undefined, {
        cookie: owner.cookie,
      });
      expect(blocked.status, await blocked.clone().text()).toBeLessThan(300);
      const list = await client.post(
        "/api/playlists",
        { name: "Tardes" },
        { cookie: owner.cookie },
      );
      expect(list.status).toBe(201);
      const listId = ((await list.json()) as { id: string }).id;
      for (const id of [songId, vetoedId])
        expect(
          (
            await client.post(
              `/api/playlists/${listId}/songs`,
              { songId: id },
              { cookie: owner.cookie },
            )
          ).status,
        ).toBeLessThan(300);

      const titles = async (query: string) => {
        const response = await client.get(`/api/songs?view=listen&${query}`, {
          cookie: employee.cookie,
        });
        expect(response.status, await response.clone().text()).toBe(200);
        return ((await response.json()) as { items: { id: string }[] }).items.map(
          (item) => item.id,
        );
      };
      expect(await titles("")).toContain(songId);
      expect(await titles("")).not.toContain(vetoedId);
      // The owner's programme may name the owner's own list: the player reads it.
      expect(await titles(`playlistId=${listId}`)).toEqual([songId]);
      expect((await client.get(`/api/songs/${vetoedId}`, { cookie: employee.cookie })).status).toBe(
        404,
      );
      expect((await client.get(`/api/songs/${songId}`, { cookie: employee.cookie })).status).toBe(
        200,
      );
      // Another account's list is still no one else's.
      const stranger = await signedInUser(context, { complimentary: true });
      expect(
        (
          await client.get(`/api/songs?view=listen&playlistId=${listId}`, {
            cookie: stranger.cookie,
          })
        ).status,
      ).toBe(404);
    });
  },
  () => ({ PAYMENTS_TEST_CLOCK: "true" }),
);
