import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { messagesCopy } from "~/shared/copy/messages";
import { remoteCopy } from "~/shared/copy/remote";
import { messagesTopic } from "~/shared/events/topics";
import {
  MAX_MESSAGE_BYTES,
  MAX_MESSAGE_SECONDS,
  type Message,
  type MessageCampaign,
  type MessageCampaignInput,
} from "~/shared/messages/schema";
import { message, messageCampaign } from "../../domain/messages/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { user } from "../../domain/accounts/tables";
import { concat, silence, sine, wavFile } from "../../infra/audio/synthetic-audio";
import { openEventStream } from "../../testing/event-stream";
import {
  httpClient,
  signedInUser,
  type SignedInUser,
  type ErrorBody,
} from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { teamFixtures } from "../../testing/team-fixtures";
import { tinyPng } from "../../testing/tiny-png";
import { describeEachDatabase } from "../../testing/test-app";
import { userTopic } from "~/shared/events/topics";
import { removeOrphanMessageFiles, ORPHAN_GRACE_MS } from "./remove-orphan-message-files";
import { accountFolder } from "./upload-message";

const errors = messagesCopy.errors;
const RATE = 16_000;
const RECORDED = path.join(
  import.meta.dirname,
  "../../infra/audio/fixtures/recorded-sine-440-3s.webm",
);

/** Half a second of silence, then a 1 kHz sine at -20 dBFS, then silence again. */
function announcement(seconds = 2): Uint8Array {
  return wavFile(
    [
      concat(
        silence(0.5, RATE),
        sine({ hz: 1000, peakDbfs: -20, seconds, sampleRate: RATE }),
        silence(0.5, RATE),
      ),
    ],
    RATE,
  );
}

describeEachDatabase("/api/messages", (context) => {
  const client = httpClient(context);
  const playLog = playLogFixtures(context);
  const team = teamFixtures(context);
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let establishmentId: string;

  const fields = { name: "Cierre", validFrom: "2026-01-01" };
  const upload = (
    cookie: string,
    file: { bytes: Uint8Array; name: string; type?: string } | undefined = {
      bytes: announcement(),
      name: "cierre.wav",
      type: "audio/wav",
    },
    form: Record<string, string> = fields,
  ) => client.upload("/api/messages", { fields: form, file }, { cookie });
  const made = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Message;
  };
  const refusal = async (response: Response, status: number) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return ((await response.json()) as ErrorBody).error;
  };
  const storedKeys = async (accountId: string) => {
    const keys: string[] = [];
    for await (const key of context().infra.storage.list())
      if (key.startsWith(`${accountFolder(accountId)}/`)) keys.push(key);
    return keys.sort();
  };
  const campaign = (
    messageIds: string[],
    changes: Partial<MessageCampaignInput> = {},
  ): MessageCampaignInput => ({
    name: "Avisos",
    messageIds,
    zoneIds: [establishmentId],
    validFrom: "2026-01-01",
    validUntil: null,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    mode: { kind: "between", everySongs: 3, minMinutes: null, start: 0, end: 0 },
    ...changes,
  });

  beforeAll(async () => {
    owner = await signedInUser(context, { complimentary: true });
    stranger = await signedInUser(context, { complimentary: true });
    establishmentId = (await playLog.establishment(owner.cookie)).id;
  });

  it("stores an upload measured, under the account's folder, and lists the newest first", async () => {
    const first = await made(await upload(owner.cookie));
    expect(first).toMatchObject({
      name: "Cierre",
      validFrom: "2026-01-01",
      validUntil: null,
      levelDb: 3,
      mimeType: "audio/wav",
      audioPath: `/api/messages/${first.id}/audio`,
    });
    expect(first.durationSeconds).toBeCloseTo(3, 1);
    // A sine at -20 dBFS peak, measured between its silent edges.
    expect(first.loudnessLufs).toBeGreaterThan(-24);
    expect(first.loudnessLufs).toBeLessThan(-19);
    expect(first.truePeakDbtp).toBeCloseTo(-20, 0);
    expect(first.leadingSilenceSeconds).toBeCloseTo(0.5, 1);
    expect(first.trailingSilenceSeconds).toBeCloseTo(0.5, 1);
    // To the music's -16 LUFS plus its own 3 dB, far under the true-peak ceiling.
    expect(first.gainDb).toBeCloseTo(-16 + 3 - (first.loudnessLufs ?? 0), 5);

    const second = await made(
      await upload(owner.cookie, undefined, { ...fields, name: "Ofertas", levelDb: "6" }),
    );
    expect(second.levelDb).toBe(6);
    expect(second.gainDb).toBeGreaterThan(first.gainDb);
    const listed = (await (await client.get("/api/messages", { cookie: owner.cookie })).json()) as {
      messages: Message[];
    };
    expect(listed.messages.map((item) => item.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(await storedKeys(owner.id)).toHaveLength(listed.messages.length);
    for (const key of await storedKeys(owner.id))
      expect(key).toMatch(new RegExp(`^${accountFolder(owner.id)}/\\d+-cierre\\.wav$`));
    const strangers = (await (
      await client.get("/api/messages", { cookie: stranger.cookie })
    ).json()) as { messages: Message[] };
    expect(strangers.messages).toEqual([]);
  });

  it("accepts a recording from the browser (WebM/Opus) and measures it", async () => {
    const recorded = await made(
      await upload(owner.cookie, {
        bytes: fs.readFileSync(RECORDED),
        name: "grabacion.webm",
        type: "audio/webm;codecs=opus",
      }),
    );
    expect(recorded.mimeType).toBe("audio/webm");
    expect(recorded.durationSeconds).toBeGreaterThan(2.7);
    expect(recorded.durationSeconds).toBeLessThan(3.3);
    expect(recorded.loudnessLufs).not.toBeNull();
    expect(recorded.truePeakDbtp).not.toBeNull();
    const audio = await client.get(recorded.audioPath, { cookie: owner.cookie });
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/webm");
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(
      new Uint8Array(fs.readFileSync(RECORDED)),
    );
  });

  it("refuses what is not audio (415), too large (413), too long or incomplete (400), keeping nothing", async () => {
    const account = await signedInUser(context, { complimentary: true });
    const png = await refusal(
      await upload(account.cookie, { bytes: tinyPng(), name: "cierre.mp3", type: "audio/mpeg" }),
      415,
    );
    expect(png.message).toBe(errors.notAudio);
    const large = await refusal(
      await upload(account.cookie, { bytes: new Uint8Array(MAX_MESSAGE_BYTES + 1), name: "a.wav" }),
      413,
    );
    expect(large.code).toBe("PAYLOAD_TOO_LARGE");
    const long = await refusal(
      await upload(account.cookie, {
        bytes: wavFile([silence(MAX_MESSAGE_SECONDS + 1, 8_000)], 8_000),
        name: "largo.wav",
      }),
      400,
    );
    expect(long.message).toBe(errors.tooLong(MAX_MESSAGE_SECONDS));
    const missing = await refusal(await upload(account.cookie, undefined, { name: "" }), 400);
    expect(missing.issues?.map((issue) => issue.path).sort()).toEqual(["name", "validFrom"]);
    const noFile = await refusal(
      await client.upload("/api/messages", { fields }, { cookie: account.cookie }),
      400,
    );
    expect(noFile.issues).toEqual([{ path: "file", message: errors.fileRequired }]);
    const silent = await refusal(
      await upload(account.cookie, { bytes: wavFile([silence(2, RATE)], RATE), name: "s.wav" }),
      400,
    );
    expect(silent.message).toBe(errors.silent);
    const rows = await context()
      .database.db.select()
      .from(message)
      .where(eq(message.userId, account.id));
    expect(rows).toEqual([]);
    expect(await storedKeys(account.id)).toEqual([]);
  });

  it("changes and deletes only the account's own; another's is not found", async () => {
    const own = await made(await upload(owner.cookie));
    const changes = {
      name: "Cierre 22 h",
      validFrom: "2026-02-01",
      validUntil: "2026-03-01",
      levelDb: 0,
    };
    expect(
      (await client.patch(`/api/messages/${own.id}`, changes, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (await client.request("DELETE", `/api/messages/${own.id}`, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    expect((await client.get(own.audioPath, { cookie: stranger.cookie })).status).toBe(404);
    const changed = await client.patch(`/api/messages/${own.id}`, changes, {
      cookie: owner.cookie,
    });
    expect(changed.status).toBe(200);
    const after = (await changed.json()) as Message;
    expect(after).toMatchObject(changes);
    expect(after.gainDb).toBeLessThan(own.gainDb);
    const backwards = await client.patch(
      `/api/messages/${own.id}`,
      { ...changes, validUntil: "2026-01-01" },
      { cookie: owner.cookie },
    );
    expect((await refusal(backwards, 400)).issues).toEqual([
      { path: "validUntil", message: errors.untilBeforeFrom },
    ]);
  });

  it("plays the audio with Range for the account's subscribers only", async () => {
    const own = await made(await upload(owner.cookie));
    const ranged = await client.get(own.audioPath, {
      cookie: owner.cookie,
      headers: { range: "bytes=0-43" },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toMatch(/^bytes 0-43\//);
    expect((await ranged.arrayBuffer()).byteLength).toBe(44);

    const lapsed = await signedInUser(context, { complimentary: true });
    const theirs = await made(await upload(lapsed.cookie));
    await context().database.db.delete(subscription).where(eq(subscription.userId, lapsed.id));
    await context().infra.events.publish({ topic: userTopic(lapsed.id) });
    const refused = await client.get(theirs.audioPath, { cookie: lapsed.cookie });
    expect(refused.status).toBe(403);
  });

  it("lets the team play the messages; an employee may not manage them", async () => {
    const bossEstablishment = await playLog.establishment(owner.cookie);
    const employee = await team.member(owner.cookie, {
      role: "employee",
      establishmentIds: [bossEstablishment.id],
    });
    const own = await made(await upload(owner.cookie));
    expect((await upload(employee.cookie)).status).toBe(403);
    expect((await client.get("/api/messages", { cookie: employee.cookie })).status).toBe(403);
    expect((await client.get("/api/message-campaigns", { cookie: employee.cookie })).status).toBe(
      403,
    );
    expect(
      (await client.post("/api/message-campaigns", campaign([own.id]), { cookie: employee.cookie }))
        .status,
    ).toBe(403);
    expect((await client.get(own.audioPath, { cookie: employee.cookie })).status).toBe(200);
    const zone = await client.get(`/api/zones/${bossEstablishment.id}/messages`, {
      cookie: employee.cookie,
    });
    expect(zone.status).toBe(200);
    // A zone of an establishment the employee does not work in: refused by the team gate.
    expect(
      (await client.get(`/api/zones/${establishmentId}/messages`, { cookie: employee.cookie }))
        .status,
    ).toBe(404);
  });

  it("deletes a message with its file; a campaign left without messages goes too", async () => {
    const kept = await made(await upload(owner.cookie));
    const gone = await made(await upload(owner.cookie));
    const save = (input: MessageCampaignInput) =>
      client.post("/api/message-campaigns", input, { cookie: owner.cookie });
    const alone = (await (
      await save(campaign([gone.id], { name: "Sola" }))
    ).json()) as MessageCampaign;
    const shared = (await (
      await save(campaign([gone.id, kept.id], { name: "Compartida" }))
    ).json()) as MessageCampaign;
    const [row] = await context().database.db.select().from(message).where(eq(message.id, gone.id));
    const keysBefore = await storedKeys(owner.id);
    expect(keysBefore).toContain(row?.storageKey);

    const deleted = await client.request("DELETE", `/api/messages/${gone.id}`, {
      cookie: owner.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ ok: true });
    expect(await storedKeys(owner.id)).not.toContain(row?.storageKey);
    const campaigns = await context()
      .database.db.select({ id: messageCampaign.id })
      .from(messageCampaign)
      .where(eq(messageCampaign.userId, owner.id));
    expect(campaigns.map((item) => item.id)).not.toContain(alone.id);
    const listed = (await (
      await client.get("/api/message-campaigns", { cookie: owner.cookie })
    ).json()) as { campaigns: MessageCampaign[] };
    expect(listed.campaigns.find((item) => item.id === shared.id)?.messageIds).toEqual([kept.id]);
    expect((await client.get(gone.audioPath, { cookie: owner.cookie })).status).toBe(404);
  });

  it("publishes every change on the account's messages topic", async () => {
    const topic = `"topic":"${messagesTopic(owner.id)}"`;
    const stream = await openEventStream(context, owner.cookie);
    await stream.readUntil("event: ready");
    const own = await made(await upload(owner.cookie));
    await stream.readUntilTimes(topic, 1);
    await client.patch(
      `/api/messages/${own.id}`,
      { ...fields, validUntil: null, levelDb: 1 },
      { cookie: owner.cookie },
    );
    await stream.readUntilTimes(topic, 2);
    await client.request("DELETE", `/api/messages/${own.id}`, { cookie: owner.cookie });
    expect((await stream.readUntilTimes(topic, 3)).split(topic)).toHaveLength(4);
    await stream.close();
  });

  it("sends the remote's 'Reproducir ahora' only for the account's own message", async () => {
    const own = await made(await upload(owner.cookie));
    const theirs = await made(await upload(stranger.cookie));
    const command = (messageId: string) =>
      client.post(
        `/api/zones/${establishmentId}/commands`,
        { id: randomUUID(), kind: "message", messageId },
        { cookie: owner.cookie },
      );
    expect((await command(own.id)).status).toBe(202);
    const refused = await refusal(await command(theirs.id), 404);
    expect(refused.message).toBe(remoteCopy.errors.invalidMessage);
  });

  it("removes the files of a deleted account, whose rows went with its owner", async () => {
    const leaving = await signedInUser(context, { complimentary: true });
    await made(await upload(leaving.cookie));
    await made(await upload(leaving.cookie));
    const stays = await made(await upload(owner.cookie));
    expect(await storedKeys(leaving.id)).toHaveLength(2);

    await context().database.db.delete(user).where(eq(user.id, leaving.id));
    const rows = await context()
      .database.db.select()
      .from(message)
      .where(eq(message.userId, leaving.id));
    expect(rows).toEqual([]);
    const infra = context().infra;
    // A file younger than the grace may be an upload whose row is being written: kept.
    const early = await removeOrphanMessageFiles({
      db: infra.database.db,
      storage: infra.storage,
      logger: infra.logger,
    });
    expect(early.removed).toBe(0);
    const report = await removeOrphanMessageFiles({
      db: infra.database.db,
      storage: infra.storage,
      logger: infra.logger,
      now: new Date(Date.now() + ORPHAN_GRACE_MS + 60_000),
    });
    expect(report.removed).toBe(2);
    expect(await storedKeys(leaving.id)).toEqual([]);
    expect((await client.get(stays.audioPath, { cookie: owner.cookie })).status).toBe(200);
  });
});
