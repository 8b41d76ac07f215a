import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { messagesCopy } from "~/shared/copy/messages";
import { remoteCopy } from "~/shared/copy/remote";
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

/**
 * A manager limited to one establishment, acting through the API as an attacker would
 * (decision 026, amended): campaigns are the establishments' of their zones, messages the
 * establishments' whose campaigns play them; another establishment's is "not found", and a
 * message that sounds there too is refused in words that say so.
 */
describeEachDatabase("messages and campaigns, by establishment", (context) => {
  const client = httpClient(context);
  const playLog = playLogFixtures(context);
  const team = teamFixtures(context);
  let owner: SignedInUser;
  /** A: the manager's and the employee's; B: the owner's other, with a zone of its own. */
  let A: string;
  let B: string;
  let terraceB: string;
  let manager: { cookie: string };
  let employee: { cookie: string };

  const { uploaded } = messageFixtures(context);
  const upload = (name: string) => uploaded(owner.cookie, name, 0.5);
  const input = (name: string, messageIds: string[], zoneIds: string[]): MessageCampaignInput => ({
    name,
    messageIds,
    zoneIds,
    validFrom: "2026-01-01",
    validUntil: null,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    mode: { kind: "between", everySongs: 3, minMinutes: null, start: 0, end: 0 },
  });
  const save = async (name: string, messageIds: string[], zoneIds: string[]) => {
    const response = await client.post("/api/message-campaigns", input(name, messageIds, zoneIds), {
      cookie: owner.cookie,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as MessageCampaign;
  };
  const refusal = async (response: Response, status: number) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return ((await response.json()) as ErrorBody).error;
  };
  const campaignsOf = async (cookie: string) => {
    const response = await client.get("/api/message-campaigns", { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { campaigns: MessageCampaign[] }).campaigns;
  };
  const messageIdsOf = async (cookie: string) => {
    const response = await client.get("/api/messages", { cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { messages: Message[] }).messages.map((item) => item.id);
  };
  const remove = (path: string, cookie: string) => client.request("DELETE", path, { cookie });

  beforeAll(async () => {
    owner = await signedInUser(context, { complimentary: true });
    A = (await playLog.establishment(owner.cookie, { tradingName: "Bar Lucía" })).id;
    B = (await playLog.establishment(owner.cookie, { tradingName: "Café Norte" })).id;
    const zone = await client.post(
      `/api/establishments/${B}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    expect(zone.status, await zone.clone().text()).toBe(201);
    terraceB = ((await zone.json()) as { id: string }).id;
    manager = await team.member(owner.cookie, { role: "manager", establishmentIds: [A] });
    employee = await team.member(owner.cookie, { role: "employee", establishmentIds: [A] });
  });

  it("lists to a manager only the campaigns wholly theirs and the messages that sound in their establishments", async () => {
    const free = await upload("Sin campaña");
    const ofA = await upload("Del bar");
    const ofB = await upload("Del café");
    const spanning = await upload("De los dos");
    const inA = await save("Bar", [ofA.id], [A]);
    const inB = await save("Café", [ofB.id], [terraceB]);
    const both = await save("Los dos", [spanning.id], [A, terraceB]);

    const theirs = (await campaignsOf(manager.cookie)).map((campaign) => campaign.id);
    expect(theirs).toContain(inA.id);
    expect(theirs).not.toContain(inB.id);
    expect(theirs).not.toContain(both.id);
    const listed = await messageIdsOf(manager.cookie);
    expect(listed).toEqual(expect.arrayContaining([free.id, ofA.id, spanning.id]));
    expect(listed).not.toContain(ofB.id);

    // The owner keeps seeing everything.
    expect((await campaignsOf(owner.cookie)).map((campaign) => campaign.id)).toEqual(
      expect.arrayContaining([inA.id, inB.id, both.id]),
    );
    expect(await messageIdsOf(owner.cookie)).toEqual(
      expect.arrayContaining([free.id, ofA.id, ofB.id, spanning.id]),
    );
  });

  it("deletes no campaign of another establishment by deleting its only message", async () => {
    const only = await upload("Solo en el café");
    const alone = await save("Café solo", [only.id], [terraceB]);
    const refused = await refusal(await remove(`/api/messages/${only.id}`, manager.cookie), 404);
    expect(refused.message).toBe(errors.notFound);
    const kept = (await campaignsOf(owner.cookie)).find((campaign) => campaign.id === alone.id);
    expect(kept?.messageIds).toEqual([only.id]);
    expect(
      (
        await client.patch(
          `/api/messages/${only.id}`,
          { name: "Mío", validFrom: "2026-01-01", validUntil: null, levelDb: 0 },
          { cookie: manager.cookie },
        )
      ).status,
    ).toBe(404);
  });

  it("refuses, naming why, to change or delete a message that also sounds in another establishment", async () => {
    const shared = await upload("Compartido");
    const ofBar = await save("Bar compartido", [shared.id], [A]);
    const ofCafe = await save("Café compartido", [shared.id], [terraceB]);
    const deleted = await refusal(await remove(`/api/messages/${shared.id}`, manager.cookie), 409);
    expect(deleted.message).toBe(errors.soundsElsewhere);
    const changed = await refusal(
      await client.patch(
        `/api/messages/${shared.id}`,
        { name: "Cambiado", validFrom: "2026-01-01", validUntil: null, levelDb: 0 },
        { cookie: manager.cookie },
      ),
      409,
    );
    expect(changed.message).toBe(errors.soundsElsewhere);
    const campaigns = await campaignsOf(owner.cookie);
    for (const id of [ofBar.id, ofCafe.id])
      expect(campaigns.find((campaign) => campaign.id === id)?.messageIds).toEqual([shared.id]);

    // What is wholly theirs they delete, and their campaign left empty goes with it.
    const mine = await upload("Solo en el bar");
    const ours = await save("Bar solo", [mine.id], [A]);
    expect((await remove(`/api/messages/${mine.id}`, manager.cookie)).status).toBe(200);
    expect((await campaignsOf(owner.cookie)).map((campaign) => campaign.id)).not.toContain(ours.id);
    // The owner may delete the shared one: both campaigns, left empty, go.
    expect((await remove(`/api/messages/${shared.id}`, owner.cookie)).status).toBe(200);
    const left = (await campaignsOf(owner.cookie)).map((campaign) => campaign.id);
    expect(left).not.toContain(ofBar.id);
    expect(left).not.toContain(ofCafe.id);
  });

  it("changes and deletes no campaign with a zone in another establishment", async () => {
    const message = await upload("Avisos");
    const ofCafe = await save("Solo café", [message.id], [terraceB]);
    const spanning = await save("Ambos", [message.id], [A, terraceB]);
    for (const campaign of [ofCafe, spanning]) {
      const replaced = await refusal(
        await client.put(
          `/api/message-campaigns/${campaign.id}`,
          input("Ahora mía", [message.id], [A]),
          { cookie: manager.cookie },
        ),
        404,
      );
      expect(replaced.message).toBe(errors.campaignNotFound);
      const deleted = await refusal(
        await remove(`/api/message-campaigns/${campaign.id}`, manager.cookie),
        404,
      );
      expect(deleted.message).toBe(errors.campaignNotFound);
    }
    const kept = await campaignsOf(owner.cookie);
    expect(kept.find((campaign) => campaign.id === spanning.id)?.zoneIds.sort()).toEqual(
      [A, terraceB].sort(),
    );
    expect(kept.find((campaign) => campaign.id === ofCafe.id)?.name).toBe("Solo café");
  });

  it("puts in a campaign no message of another establishment", async () => {
    const ofCafe = await upload("Carta del café");
    await save("Carta", [ofCafe.id], [terraceB]);
    const refused = await refusal(
      await client.post("/api/message-campaigns", input("Mía", [ofCafe.id], [A]), {
        cookie: manager.cookie,
      }),
      400,
    );
    expect(refused.issues).toEqual([{ path: "messageIds", message: errors.unknownMessage }]);
  });

  it("hands the team no audio of another establishment's message, in its zone's answer or from the remote", async () => {
    const free = await upload("Libre");
    const ofCafe = await upload("Música del café");
    const spanning = await upload("Para los dos");
    await save("Del café", [ofCafe.id], [terraceB]);
    const both = await save("Para ambos", [spanning.id], [A, terraceB]);

    for (const { cookie } of [manager, employee]) {
      expect((await client.get(ofCafe.audioPath, { cookie })).status).toBe(404);
      expect((await client.get(spanning.audioPath, { cookie })).status).toBe(200);
      const zone = await client.get(`/api/zones/${A}/messages`, { cookie });
      expect(zone.status, await zone.clone().text()).toBe(200);
      const answer = (await zone.json()) as ZoneMessages;
      const ids = answer.messages.map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([free.id, spanning.id]));
      expect(ids).not.toContain(ofCafe.id);
      // The campaign that plays in A is there, without naming B's zone.
      expect(answer.campaigns.find((campaign) => campaign.id === both.id)?.zoneIds).toEqual([A]);
    }

    const playNow = (messageId: string) =>
      client.post(
        `/api/zones/${A}/commands`,
        { id: randomUUID(), kind: "message", messageId },
        { cookie: manager.cookie },
      );
    const refused = await refusal(await playNow(ofCafe.id), 404);
    expect(refused.message).toBe(remoteCopy.errors.invalidMessage);
    expect((await playNow(spanning.id)).status).toBe(202);
    // The owner's player hears every message of the account, as before.
    const owners = (await (
      await client.get(`/api/zones/${A}/messages`, { cookie: owner.cookie })
    ).json()) as ZoneMessages;
    expect(owners.messages.map((item) => item.id)).toContain(ofCafe.id);
  });
});
