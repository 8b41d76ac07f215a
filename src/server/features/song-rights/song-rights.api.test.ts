import { beforeAll, expect, it } from "vitest";
import { addDays, licenceDay } from "~/shared/catalog/licence-days";
import { catalogFixtures, fixtureMp3 } from "../../testing/catalog-fixtures";
import {
  audioLink,
  httpClient,
  signedInRoles,
  type ErrorBody,
  type SignedInUser,
} from "../../testing/http-client";
import { rightsFixtures } from "../../testing/rights-fixtures";
import { describeEachDatabase } from "../../testing/test-app";
import { songRightsDeps } from "./deps";
import { noticeEndingLicences, withdrawEndedLicences } from "./licence-expiry";
import { publishSong } from "./publication";

describeEachDatabase("the rights of every song (decision 039)", (context) => {
  const client = httpClient(context);
  const catalog = catalogFixtures(context);
  const rights = rightsFixtures(context);
  let admin: SignedInUser, subscriber: SignedInUser, user: SignedInUser;
  beforeAll(async () => {
    ({ admin, subscriber, user } = await signedInRoles(context));
  });

  /** A song uploaded and left a draft: what an admin has before the rights are filled. */
  async function draft(genreId: string, title: string): Promise<string> {
    const response = await client.upload(
      "/api/songs",
      {
        fields: { genreId, title, artist: "Grupo Demo" },
        file: { bytes: fixtureMp3(), name: "pista.mp3" },
      },
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const titlesInGenre = async (genreId: string, cookie = subscriber.cookie) =>
    (
      (await (await client.get(`/api/songs?genreId=${genreId}`, { cookie })).json()) as {
        items: { title: string }[];
      }
    ).items.map((song) => song.title);
  const genreCount = async (genreId: string, view = "listen") => {
    const cookie = view === "listen" ? subscriber.cookie : admin.cookie;
    const genres = (await (await client.get(`/api/genres?view=${view}`, { cookie })).json()) as {
      id: string;
      songCount: number;
    }[];
    return genres.find((genre) => genre.id === genreId)?.songCount;
  };
  const publish = (songId: string) =>
    client.post(`/api/song-rights/${songId}/publish`, {}, { cookie: admin.cookie });

  it("keeps a new song a draft, out of every player's list, until its rights are complete", async () => {
    const genre = await catalog.genre(admin.cookie, `Derechos ${Date.now()}`);
    const songId = await draft(genre.id, "Sin papeles");

    expect(await titlesInGenre(genre.id)).toEqual([]);
    expect(await genreCount(genre.id)).toBe(0);
    expect(await genreCount(genre.id, "manage")).toBe(1);
    const adminList = (await (
      await client.get(`/api/songs?view=manage&genreId=${genre.id}`, { cookie: admin.cookie })
    ).json()) as { items: { title: string }[] };
    expect(adminList.items.map((song) => song.title)).toEqual(["Sin papeles"]);
    // The player cannot stream it, even with a link signed for it.
    const link = await audioLink(client, subscriber.cookie, songId);
    expect((await client.get(link, { cookie: subscriber.cookie })).status).toBe(404);

    const refused = await publish(songId);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.message).toBe("La canción no se puede publicar: faltan los derechos.");
    expect(body.error.issues?.map((issue) => issue.path)).toEqual(["rights"]);

    // A contract without its signed PDF licenses nothing yet; one for France alone neither.
    const unsigned = await rights.contract(
      admin.cookie,
      { territories: ["FR"] },
      { document: false },
    );
    expect((await rights.setRights(admin.cookie, songId, unsigned.id)).status).toBe(200);
    const stillRefused = (await (await publish(songId)).json()) as ErrorBody;
    expect(stillRefused.error.message).toBe(
      "La canción no se puede publicar: falta el PDF del contrato y el contrato no cubre España.",
    );
    const status = (await (
      await client.get(`/api/song-rights?ids=${songId}`, { cookie: admin.cookie })
    ).json()) as { items: { songId: string; published: boolean; missing: string[] }[] };
    expect(status.items).toEqual([
      expect.objectContaining({
        songId,
        published: false,
        missing: ["contractDocument", "territory"],
      }),
    ]);

    const signed = await rights.contract(admin.cookie, { territories: ["es"] });
    expect((await rights.setRights(admin.cookie, songId, signed.id)).status).toBe(200);
    const published = await publish(songId);
    expect(published.status).toBe(200);
    expect(((await published.json()) as { status: { published: boolean } }).status.published).toBe(
      true,
    );
    expect(await titlesInGenre(genre.id)).toEqual(["Sin papeles"]);
    expect(await genreCount(genre.id)).toBe(1);
    const fresh = await audioLink(client, subscriber.cookie, songId);
    expect((await client.get(fresh, { cookie: subscriber.cookie })).status).toBe(200);

    // Moving a playing song to a contract that does not license it is refused, not applied.
    const moved = await rights.setRights(admin.cookie, songId, unsigned.id);
    expect(moved.status).toBe(409);
    const kept = (await (
      await client.get(`/api/song-rights/${songId}`, { cookie: admin.cookie })
    ).json()) as { contract: { id: string } };
    expect(kept.contract.id).toBe(signed.id);
  });

  it("answers the rights routes to admins only, and names every bad field in Spanish", async () => {
    for (const cookie of [user.cookie, subscriber.cookie]) {
      expect((await client.get("/api/licence-contracts", { cookie })).status).toBe(403);
      expect(
        (await client.post("/api/licence-contracts", { reference: "X" }, { cookie })).status,
      ).toBe(403);
    }
    const bad = await client.post(
      "/api/licence-contracts",
      {
        reference: "",
        licensor: "Sello",
        signedOn: "2026-02-30",
        territories: ["España"],
        validFrom: "2026-06-01",
        validUntil: "2026-05-01",
      },
      { cookie: admin.cookie },
    );
    expect(bad.status).toBe(400);
    const issues = ((await bad.json()) as ErrorBody).error.issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toMatchObject({
      reference: "Este campo es obligatorio.",
      signedOn: "Introduce una fecha válida.",
      "territories.0": "Usa códigos de país de dos letras (ES), «EU» o «WORLD».",
    });
    const backwards = await client.post(
      "/api/licence-contracts",
      {
        reference: `AL-REVES-${Date.now()}`,
        licensor: "Sello",
        signedOn: "2026-01-01",
        territories: ["ES"],
        validFrom: "2026-06-01",
        validUntil: "2026-05-01",
      },
      { cookie: admin.cookie },
    );
    expect(((await backwards.json()) as ErrorBody).error.issues).toEqual([
      { path: "validUntil", message: "La licencia no puede terminar antes de empezar." },
    ]);
    const first = await rights.contract(admin.cookie);
    const repeated = await client.post(
      "/api/licence-contracts",
      {
        reference: first.reference,
        licensor: "Otro",
        signedOn: "2026-01-01",
        territories: ["ES"],
        validFrom: "2026-01-01",
        validUntil: null,
      },
      { cookie: admin.cookie },
    );
    expect(repeated.status).toBe(409);
    const notPdf = await client.upload(
      `/api/licence-contracts/${first.id}/document`,
      { file: { bytes: fixtureMp3(), name: "contrato.pdf", type: "application/pdf" } },
      { cookie: admin.cookie },
    );
    expect(notPdf.status).toBe(415);
    expect(((await notPdf.json()) as ErrorBody).error.message).toBe("El contrato debe ser un PDF.");
    const document = await client.get(`/api/licence-contracts/${first.id}/document`, {
      cookie: admin.cookie,
    });
    expect(document.status).toBe(200);
    expect((await document.text()).startsWith("%PDF-")).toBe(true);
  });

  it("withdraws a song the night its licence's last day starts, and tells the admins 30 days ahead, once", async () => {
    const deps = songRightsDeps(context().infra);
    const now = new Date();
    const today = licenceDay(now);
    const genre = await catalog.genre(admin.cookie, `Caduca ${Date.now()}`);
    const playlistResponse = await client.post(
      "/api/public-playlists",
      { name: `Caduca ${Date.now()}` },
      { cookie: admin.cookie },
    );
    const playlist = (await playlistResponse.json()) as { id: string };
    const lastDay = addDays(today, 20);
    const ending = await rights.contract(admin.cookie, {
      reference: `FIN-${Date.now()}`,
      licensor: "Sello que vence",
      validUntil: lastDay,
    });
    const songId = await draft(genre.id, "Última noche");
    expect((await rights.setRights(admin.cookie, songId, ending.id)).status).toBe(200);
    expect((await publish(songId)).status).toBe(200);
    expect(
      (
        await client.post(
          `/api/public-playlists/${playlist.id}/songs`,
          { songId },
          { cookie: admin.cookie },
        )
      ).status,
    ).toBeLessThan(300);
    const inList = async () =>
      (
        (await (
          await client.get(`/api/songs?playlistId=${playlist.id}`, { cookie: subscriber.cookie })
        ).json()) as { total: number }
      ).total;
    expect(await inList()).toBe(1);

    // 30 days ahead the admins are told, once however often the job runs.
    const before = context().mailbox.to(admin.email).length;
    expect((await noticeEndingLicences(deps, now)).contracts).toBeGreaterThanOrEqual(1);
    expect((await noticeEndingLicences(deps, now)).contracts).toBe(0);
    const notice = context().mailbox.latestTo(admin.email);
    expect(context().mailbox.to(admin.email).length).toBeGreaterThan(before);
    expect(notice.text).toContain(`${ending.reference} (Sello que vence): último día`);
    expect(notice.text).toContain("1 canción");

    // Each player is told the licence's last day with the song: offline it stops by itself.
    const listed = (await (
      await client.get(`/api/songs?genreId=${genre.id}`, { cookie: subscriber.cookie })
    ).json()) as { items: { licensedUntil: string | null }[] };
    expect(listed.items.map((song) => song.licensedUntil)).toEqual([lastDay]);

    // The night before the last day: still playing.
    const eve = new Date(`${addDays(lastDay, -1)}T22:00:00Z`);
    expect(licenceDay(eve)).toBe(addDays(lastDay, -1));
    await withdrawEndedLicences(deps, eve);
    expect(await titlesInGenre(genre.id)).toEqual(["Última noche"]);

    // At 00:30 on the last day, in Spain: gone from every list, count and stream.
    const night = new Date(`${addDays(lastDay, -1)}T23:30:00Z`);
    expect(licenceDay(night)).toBe(lastDay);
    expect(await withdrawEndedLicences(deps, night)).toEqual({ withdrawn: 1 });
    expect(await titlesInGenre(genre.id)).toEqual([]);
    expect(await genreCount(genre.id)).toBe(0);
    expect(await inList()).toBe(0);
    const link = await audioLink(client, subscriber.cookie, songId);
    expect((await client.get(link, { cookie: subscriber.cookie })).status).toBe(404);
    const recent = (await (
      await client.get("/api/songs/recent", { cookie: subscriber.cookie })
    ).json()) as { id: string }[];
    expect(recent.map((song) => song.id)).not.toContain(songId);
    expect((await client.get(`/api/songs/${songId}`, { cookie: subscriber.cookie })).status).toBe(
      404,
    );
    const status = (await (
      await client.get(`/api/song-rights/${songId}`, { cookie: admin.cookie })
    ).json()) as { status: { published: boolean; withdrawnReason: string; missing: string[] } };
    expect(status.status).toMatchObject({
      published: false,
      withdrawnReason: "licence_ended",
    });
    // It cannot come back on the ended licence.
    await expect(publishSong(deps, { songId, now: night })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await withdrawEndedLicences(deps, night)).toEqual({ withdrawn: 0 });
  });

  it("exports the catalogue's rights as a spreadsheet and imports it back filled in, whole or not at all", async () => {
    const genre = await catalog.genre(admin.cookie, `Hoja ${Date.now()}`);
    const first = await draft(genre.id, "Primera; con punto y coma");
    const second = await draft(genre.id, "Segunda");
    const contract = await rights.contract(admin.cookie, { reference: `HOJA-${Date.now()}` });

    const exported = await client.get("/api/song-rights/export.csv", { cookie: admin.cookie });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("text/csv");
    // Response.text() would drop the BOM that tells Excel the file is UTF-8.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await exported.arrayBuffer());
    expect(
      text.startsWith(
        "\uFEFFid;titulo;artista;autores;interprete;propietario_grabacion;contrato;gestionada_por;publicada\r\n",
      ),
    ).toBe(true);
    expect(text).toContain(`${first};"Primera; con punto y coma";Grupo Demo;;;;;;no\r\n`);

    const upload = (csv: string) =>
      client.upload(
        "/api/song-rights/import",
        { file: { bytes: new TextEncoder().encode(csv), name: "derechos.csv", type: "text/csv" } },
        { cookie: admin.cookie },
      );
    const header =
      "id;autores;interprete;propietario_grabacion;contrato;gestionada_por;publicada\n";
    const wrong = await upload(
      header +
        `${first};Ana|Luis;Grupo Demo;Sello S.L.;${contract.reference};;sí\n` +
        `${second};Ana;;Sello S.L.;${contract.reference};;\n` +
        `00000000-0000-4000-8000-000000000000;Ana;Grupo;Sello;${contract.reference};;\n` +
        `${second};Ana;Grupo;Sello;NO-EXISTE;SACEM;quizá\n`,
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.issues?.map((issue) => issue.message)).toEqual(
      [
        "Línea 3: rellena autores, interprete, propietario_grabacion y contrato, o deja los cuatro vacíos.",
        "Línea 4: no hay ninguna canción con ese id.",
        "Línea 5: esta canción ya aparece en otra línea.",
      ],
    );
    // Nothing of the file was applied.
    const untouched = (await (
      await client.get(`/api/song-rights/${first}`, { cookie: admin.cookie })
    ).json()) as { rights: unknown };
    expect(untouched.rights).toBeNull();

    const applied = await upload(
      header +
        `${first};Ana|Luis;Grupo Demo;Sello S.L.;${contract.reference};;sí\n` +
        `${second};Ana;Grupo Demo;Sello S.L.;${contract.reference};agedi;\n`,
    );
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ updated: 2, published: 1, withdrawn: 0 });
    expect(await titlesInGenre(genre.id)).toEqual(["Primera; con punto y coma"]);
    const secondRights = (await (
      await client.get(`/api/song-rights/${second}`, { cookie: admin.cookie })
    ).json()) as { rights: { authors: string[]; managedBy: string[] } };
    expect(secondRights.rights).toMatchObject({ authors: ["Ana"], managedBy: ["AGEDI"] });
    const again = await (
      await client.get("/api/song-rights/export.csv", { cookie: admin.cookie })
    ).text();
    expect(again).toContain(
      `${first};"Primera; con punto y coma";Grupo Demo;Ana|Luis;Grupo Demo;Sello S.L.;${contract.reference};;sí\r\n`,
    );
  });
});
