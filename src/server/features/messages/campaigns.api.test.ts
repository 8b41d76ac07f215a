import { beforeAll, expect, it } from "vitest";
import { messagesCopy } from "~/shared/copy/messages";
import type {
  Message,
  MessageCampaign,
  MessageCampaignInput,
  ZoneMessages,
} from "~/shared/messages/schema";
import {
  httpClient,
  signedInUser,
  type SignedInUser,
  type ErrorBody,
} from "../../testing/http-client";
import { messageFixtures } from "../../testing/message-fixtures";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

const errors = messagesCopy.errors;

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describeEachDatabase("/api/message-campaigns", (context) => {
  const client = httpClient(context);
  const playLog = playLogFixtures(context);
  const team = teamFixtures(context);
  const { uploaded } = messageFixtures(context);
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let bar: { id: string; tradingName: string };
  let terrace: { id: string; name: string };
  let closing: Message;
  let offers: Message;
  let strangersMessage: Message;
  let strangersZone: string;

  const campaign = (changes: Partial<MessageCampaignInput> = {}): MessageCampaignInput => ({
    name: "Ofertas de la tarde",
    messageIds: [offers.id, closing.id],
    zoneIds: [bar.id, terrace.id],
    validFrom: "2026-01-01",
    validUntil: null,
    weekdays: [1, 2, 3, 4, 5],
    mode: { kind: "between", everySongs: 2, minMinutes: null, start: at(10), end: at(22) },
    ...changes,
  });
  const exact = (times: number[]) => ({ kind: "exact" as const, times, duckDb: 15 });
  const create = (input: MessageCampaignInput, cookie = owner.cookie) =>
    client.post("/api/message-campaigns", input, { cookie });
  const replace = (id: string, input: MessageCampaignInput, cookie = owner.cookie) =>
    client.put(`/api/message-campaigns/${id}`, input, { cookie });
  const remove = (id: string, cookie = owner.cookie) =>
    client.request("DELETE", `/api/message-campaigns/${id}`, { cookie });
  const saved = async (response: Response, status = 201) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as MessageCampaign;
  };
  const refusal = async (response: Response, status: number) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return ((await response.json()) as ErrorBody).error;
  };

  beforeAll(async () => {
    owner = await signedInUser(context, { complimentary: true });
    stranger = await signedInUser(context, { complimentary: true });
    bar = await playLog.establishment(owner.cookie, { tradingName: "Bar Centro" });
    const zone = await client.post(
      `/api/establishments/${bar.id}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    expect(zone.status, await zone.clone().text()).toBe(201);
    terrace = (await zone.json()) as { id: string; name: string };
    closing = await uploaded(owner.cookie, "Cierre", 2);
    offers = await uploaded(owner.cookie, "Ofertas", 1);
    strangersMessage = await uploaded(stranger.cookie, "Ajeno", 1);
    strangersZone = (await playLog.establishment(stranger.cookie)).id;
  });

  it("saves a campaign with its messages and zones named, lists, replaces and deletes it", async () => {
    const made = await saved(await create(campaign()));
    expect(made).toMatchObject({
      name: "Ofertas de la tarde",
      messageIds: [offers.id, closing.id],
      messages: [
        { id: offers.id, name: "Ofertas" },
        { id: closing.id, name: "Cierre" },
      ],
      weekdays: [1, 2, 3, 4, 5],
      mode: { kind: "between", everySongs: 2 },
    });
    expect(made.zones.map((zone) => zone.establishmentName)).toEqual(["Bar Centro", "Bar Centro"]);
    expect(made.zoneIds.sort()).toEqual([bar.id, terrace.id].sort());

    const listed = (await (
      await client.get("/api/message-campaigns", { cookie: owner.cookie })
    ).json()) as { campaigns: MessageCampaign[] };
    expect(listed.campaigns.map((item) => item.id)).toContain(made.id);
    const others = (await (
      await client.get("/api/message-campaigns", { cookie: stranger.cookie })
    ).json()) as { campaigns: MessageCampaign[] };
    expect(others.campaigns).toEqual([]);

    const changed = await saved(
      await replace(
        made.id,
        campaign({ name: "Solo terraza", messageIds: [closing.id], zoneIds: [terrace.id] }),
      ),
      200,
    );
    expect(changed).toMatchObject({
      id: made.id,
      name: "Solo terraza",
      messageIds: [closing.id],
      zoneIds: [terrace.id],
    });
    const gone = await remove(made.id);
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ ok: true });
    expect((await remove(made.id)).status).toBe(404);
  });

  it("refuses another account's zones and messages, naming the field", async () => {
    const zone = await refusal(await create(campaign({ zoneIds: [bar.id, strangersZone] })), 400);
    expect(zone.issues).toEqual([{ path: "zoneIds", message: errors.unknownZone }]);
    const message = await refusal(
      await create(campaign({ messageIds: [closing.id, strangersMessage.id] })),
      400,
    );
    expect(message.issues).toEqual([{ path: "messageIds", message: errors.unknownMessage }]);
    const invalid = await refusal(await create(campaign({ messageIds: [] })), 400);
    expect(invalid.issues?.[0]?.path).toBe("messageIds");
  });

  it("keeps each account's campaigns and zone messages its own", async () => {
    const made = await saved(await create(campaign({ name: "Mía" })));
    expect((await replace(made.id, campaign(), stranger.cookie)).status).toBe(404);
    expect((await remove(made.id, stranger.cookie)).status).toBe(404);
    expect(
      (await client.get(`/api/zones/${bar.id}/messages`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(await remove(made.id)).toHaveProperty("status", 200);
  });

  it("refuses two exact-time campaigns sounding at once in a zone, naming the other", async () => {
    const first = await saved(
      await create(
        campaign({ name: "Cierre", messageIds: [closing.id], mode: exact([at(21, 45)]) }),
      ),
    );
    // Same minute, a zone in common, a weekday in common.
    const clash = await refusal(
      await create(
        campaign({
          name: "Última ronda",
          messageIds: [offers.id],
          zoneIds: [terrace.id],
          weekdays: [5, 6],
          mode: exact([at(12), at(21, 45)]),
        }),
      ),
      409,
    );
    expect(clash.code).toBe("CONFLICT");
    expect(clash.message).toBe(errors.conflict("Cierre", "21:45", terrace.name));
    // Another minute, or other days: no conflict.
    const later = await saved(
      await create(
        campaign({ name: "Última ronda", messageIds: [offers.id], mode: exact([at(21, 50)]) }),
      ),
    );
    const weekend = await saved(
      await create(
        campaign({ name: "Fin de semana", weekdays: [6, 7], mode: exact([at(21, 45)]) }),
      ),
    );
    // A campaign saved over itself never conflicts with itself.
    await saved(
      await replace(
        first.id,
        campaign({ name: "Cierre", messageIds: [closing.id], mode: exact([at(21, 45)]) }),
      ),
      200,
    );
    for (const id of [first.id, later.id, weekend.id]) expect((await remove(id)).status).toBe(200);
  });

  it("gives a zone's player its campaigns and their messages, with gains and links", async () => {
    const onlyTerrace = await saved(
      await create(campaign({ name: "Terraza", messageIds: [closing.id], zoneIds: [terrace.id] })),
    );
    const both = await saved(await create(campaign({ name: "Todas" })));
    const read = async (zoneId: string) => {
      const response = await client.get(`/api/zones/${zoneId}/messages`, { cookie: owner.cookie });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as ZoneMessages;
    };
    const inBar = await read(bar.id);
    expect(inBar.zoneId).toBe(bar.id);
    expect(inBar.campaigns.map((item) => item.id)).toEqual([both.id]);
    expect(inBar.campaigns[0]).toEqual({
      id: both.id,
      name: "Todas",
      messageIds: [offers.id, closing.id],
      zoneIds: both.zoneIds,
      validFrom: "2026-01-01",
      validUntil: null,
      weekdays: [1, 2, 3, 4, 5],
      mode: both.mode,
    });
    expect(inBar.messages.map((item) => item.id)).toEqual([offers.id, closing.id]);
    expect(inBar.messages[1]).toMatchObject({
      audioPath: `/api/messages/${closing.id}/audio`,
      gainDb: closing.gainDb,
    });
    const onTerrace = await read(terrace.id);
    expect(onTerrace.campaigns.map((item) => item.id).sort()).toEqual(
      [onlyTerrace.id, both.id].sort(),
    );
    expect(Date.parse(onTerrace.updatedAt)).toBeGreaterThan(0);
    for (const id of [onlyTerrace.id, both.id]) expect((await remove(id)).status).toBe(200);
    expect((await read(bar.id)).campaigns).toEqual([]);
  });

  it("lets a manager manage campaigns only in the establishments they work in", async () => {
    const other = await playLog.establishment(owner.cookie, { tradingName: "Bar Playa" });
    const manager = await team.member(owner.cookie, {
      role: "manager",
      establishmentIds: [other.id],
    });
    const theirs = await saved(
      await create(campaign({ name: "Playa", zoneIds: [other.id] }), manager.cookie),
    );
    const outside = await refusal(await create(campaign(), manager.cookie), 400);
    expect(outside.issues).toEqual([{ path: "zoneIds", message: errors.unknownZone }]);
    const owners = await saved(await create(campaign({ name: "Del dueño" })));
    expect((await remove(owners.id, manager.cookie)).status).toBe(404);
    expect((await remove(theirs.id, manager.cookie)).status).toBe(200);
    expect((await remove(owners.id)).status).toBe(200);
  });
});
