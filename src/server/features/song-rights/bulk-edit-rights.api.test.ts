import { beforeAll, expect, it } from "vitest";
import { catalogFixtures, fixtureMp3 } from "../../testing/catalog-fixtures";
import {
  httpClient,
  signedInRoles,
  type ErrorBody,
  type SignedInUser,
} from "../../testing/http-client";
import { rightsFixtures } from "../../testing/rights-fixtures";
import { describeEachDatabase } from "../../testing/test-app";
import type { BulkRightsAnswer } from "./bulk-edit-rights";
import type { SongRightsAnswer } from "./song-rights";

type RightsAnswer = Pick<SongRightsAnswer, "rights" | "status">;

describeEachDatabase("the rights of many songs at once", (context) => {
  const client = httpClient(context);
  const catalog = catalogFixtures(context);
  const rights = rightsFixtures(context);
  let admin: SignedInUser, subscriber: SignedInUser, user: SignedInUser;
  beforeAll(async () => {
    ({ admin, subscriber, user } = await signedInRoles(context));
  });

  /** Songs uploaded into a genre of their own and left drafts, as an admin uploads them. */
  async function drafts<const Titles extends readonly string[]>(
    ...titles: Titles
  ): Promise<{ genreId: string; ids: { [Index in keyof Titles]: string } }> {
    const genre = await catalog.genre(admin.cookie, `Lote ${crypto.randomUUID().slice(0, 8)}`);
    const ids: string[] = [];
    for (const title of titles) {
      const response = await client.upload(
        "/api/songs",
        {
          fields: { genreId: genre.id, title, artist: "Grupo Demo" },
          file: { bytes: fixtureMp3(), name: "pista.mp3" },
        },
        { cookie: admin.cookie },
      );
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    return { genreId: genre.id, ids: ids as { [Index in keyof Titles]: string } };
  }

  const give = async (songId: string, fields: Partial<NonNullable<RightsAnswer["rights"]>>) =>
    expect(
      (
        await client.put(
          `/api/song-rights/${songId}`,
          {
            authors: ["Ana Compositora"],
            performer: "Grupo Demo",
            masterOwner: "Música Libre S.L.",
            managedBy: [],
            ...fields,
          },
          { cookie: admin.cookie },
        )
      ).status,
    ).toBe(200);
  const rightsOf = async (songId: string) =>
    (await (
      await client.get(`/api/song-rights/${songId}`, { cookie: admin.cookie })
    ).json()) as RightsAnswer;
  const bulk = (body: unknown, cookie = admin.cookie) =>
    client.post("/api/song-rights/bulk", body, { cookie });

  it("moves several songs to one contract and leaves every other field of each as it was", async () => {
    const old = await rights.contract(admin.cookie);
    const renewed = await rights.contract(admin.cookie, { licensor: "Sello Renovado" });
    const {
      ids: [first, second, bare],
    } = await drafts("Uno", "Dos", "Sin derechos");
    await give(first, { contractId: old.id, authors: ["Ana", "Luis"] });
    await give(second, {
      contractId: old.id,
      performer: "Trío Lumen",
      managedBy: ["AGEDI"],
    });

    const response = await bulk({
      ids: [first, second, bare],
      changes: { contractId: renewed.id },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      saved: 2,
      published: 0,
      items: [
        {
          songId: first,
          saved: true,
          published: false,
          publishedNow: false,
          lacking: [],
          missing: [],
        },
        {
          songId: second,
          saved: true,
          published: false,
          publishedNow: false,
          lacking: [],
          missing: [],
        },
        {
          songId: bare,
          saved: false,
          published: false,
          publishedNow: false,
          lacking: ["authors", "performer", "masterOwner"],
          missing: ["rights"],
        },
      ],
    } satisfies BulkRightsAnswer);

    expect((await rightsOf(first)).rights).toEqual({
      authors: ["Ana", "Luis"],
      performer: "Grupo Demo",
      masterOwner: "Música Libre S.L.",
      contractId: renewed.id,
      managedBy: [],
    });
    expect((await rightsOf(second)).rights).toEqual({
      authors: ["Ana Compositora"],
      performer: "Trío Lumen",
      masterOwner: "Música Libre S.L.",
      contractId: renewed.id,
      managedBy: ["AGEDI"],
    });
    expect((await rightsOf(bare)).rights).toBeNull();

    // Everything a song needs, sent at once, gives rights to a song that had none; an empty
    // list of societies is a statement, not a field left alone.
    const complete = await bulk({
      ids: [bare, second],
      changes: {
        authors: ["Marta Sol"],
        performer: "Coro Sol",
        masterOwner: "Sello Sol",
        contractId: renewed.id,
        managedBy: [],
      },
    });
    expect(((await complete.json()) as BulkRightsAnswer).saved).toBe(2);
    expect((await rightsOf(bare)).rights).toEqual({
      authors: ["Marta Sol"],
      performer: "Coro Sol",
      masterOwner: "Sello Sol",
      contractId: renewed.id,
      managedBy: [],
    });
    expect((await rightsOf(second)).rights?.managedBy).toEqual([]);
  });

  it("answers admins only", async () => {
    const {
      ids: [songId],
    } = await drafts("Ajena");
    for (const cookie of [user.cookie, subscriber.cookie]) {
      const refused = await bulk({ ids: [songId], changes: { performer: "Otro" } }, cookie);
      expect(refused.status).toBe(403);
    }
    expect((await bulk({ ids: [songId], changes: { performer: "Otro" } }, "")).status).toBe(401);
  });

  it("refuses a bad request in Spanish, and an unknown song by its id, writing nothing", async () => {
    const contract = await rights.contract(admin.cookie);
    const {
      ids: [known],
    } = await drafts("Conocida");
    await give(known, { contractId: contract.id });
    const issuesOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as ErrorBody).error.issues;
    };

    expect(await issuesOf(await bulk({ ids: [], changes: { performer: "X" } }))).toEqual([
      { path: "ids", message: "Selecciona al menos una canción." },
    ]);
    const tooMany = Array.from({ length: 501 }, () => crypto.randomUUID());
    expect(await issuesOf(await bulk({ ids: tooMany, changes: { performer: "X" } }))).toEqual([
      { path: "ids", message: "Como máximo 500 canciones a la vez." },
    ]);
    expect(
      await issuesOf(await bulk({ ids: [known, known], changes: { performer: "X" } })),
    ).toEqual([{ path: "ids", message: "Una canción aparece dos veces en la selección." }]);
    expect(await issuesOf(await bulk({ ids: [known], changes: {} }))).toEqual([
      {
        path: "changes",
        message: "Cambia al menos un campo o marca «Publicar las que queden completas».",
      },
    ]);
    expect(await issuesOf(await bulk({ ids: [known], changes: { performer: "" } }))).toEqual([
      { path: "changes.performer", message: "Este campo es obligatorio." },
    ]);
    expect(
      await issuesOf(await bulk({ ids: ["no-es-un-id"], changes: { performer: "X" } })),
    ).toEqual([expect.objectContaining({ path: "ids.0" })]);

    const unknown = crypto.randomUUID();
    const refused = await bulk({ ids: [known, unknown], changes: { performer: "Nadie" } });
    expect(refused.status).toBe(404);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.message).toBe(`No hay ninguna canción con el id ${unknown}.`);
    expect(body.error.issues).toEqual([
      { path: "ids.1", message: `No hay ninguna canción con el id ${unknown}.` },
    ]);
    expect((await rightsOf(known)).rights?.performer).toBe("Grupo Demo");

    const noContract = await bulk({
      ids: [known],
      changes: { contractId: crypto.randomUUID() },
    });
    expect(noContract.status).toBe(404);
    expect(((await noContract.json()) as ErrorBody).error.message).toBe("Ese contrato no existe.");
  });

  it("publishes only the songs left complete, and refuses to leave a playing song unlicensed", async () => {
    const signed = await rights.contract(admin.cookie);
    const unsigned = await rights.contract(admin.cookie, {}, { document: false });
    const {
      genreId,
      ids: [ready, waiting, bare],
    } = await drafts("Lista", "Sin PDF", "Sin nada");
    await give(ready, { contractId: signed.id });
    await give(waiting, { contractId: unsigned.id });

    const response = await bulk({
      ids: [ready, waiting, bare],
      changes: { masterOwner: "Sello Nuevo" },
      publish: true,
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as BulkRightsAnswer;
    expect(answer.saved).toBe(2);
    expect(answer.published).toBe(1);
    expect(
      answer.items.map(({ songId, published, lacking, missing }) => ({
        songId,
        published,
        lacking,
        missing,
      })),
    ).toEqual([
      { songId: ready, published: true, lacking: [], missing: [] },
      { songId: waiting, published: false, lacking: [], missing: ["contractDocument"] },
      {
        songId: bare,
        published: false,
        lacking: ["authors", "performer", "contractId"],
        missing: ["rights"],
      },
    ]);
    const listed = (await (
      await client.get(`/api/songs?genreId=${genreId}`, { cookie: subscriber.cookie })
    ).json()) as { items: { title: string }[] };
    expect(listed.items.map((song) => song.title)).toEqual(["Lista"]);

    // Moving the playing song with the others to the unsigned contract changes none of them.
    const moved = await bulk({ ids: [waiting, ready], changes: { contractId: unsigned.id } });
    expect(moved.status).toBe(409);
    const refusal = (await moved.json()) as ErrorBody;
    expect(refusal.error.message).toBe(
      "No se ha guardado nada: «Lista» está publicada y quedaría sin licencia: falta el PDF del contrato.",
    );
    expect(refusal.error.issues).toEqual([
      { path: "ids.1", message: "La canción no se puede publicar: falta el PDF del contrato." },
    ]);
    expect((await rightsOf(ready)).rights?.contractId).toBe(signed.id);
    expect((await rightsOf(ready)).status.published).toBe(true);

    // Publishing alone, with nothing else to change: the one now complete goes out.
    await give(waiting, { contractId: signed.id });
    const publishOnly = await bulk({ ids: [ready, waiting], changes: {}, publish: true });
    expect(
      ((await publishOnly.json()) as BulkRightsAnswer).items.map((item) => item.publishedNow),
    ).toEqual([false, true]);
  });
});
