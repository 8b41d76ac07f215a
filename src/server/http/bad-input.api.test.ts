import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { accountsCopy } from "~/shared/copy/accounts";
import { catalogCopy } from "~/shared/copy/catalog";
import { user as userTable } from "../domain/accounts/tables";
import { companyBillingDetails } from "../testing/billing-details";
import { catalogFixtures, fixtureMp3 } from "../testing/catalog-fixtures";
import {
  GOOD_PASSWORD,
  httpClient,
  signedInRoles,
  uniqueEmail,
  type SignedInUser,
} from "../testing/http-client";
import { describeEachDatabase } from "../testing/test-app";

const NUL = "a\u0000b";

describeEachDatabase("bad input gets a 4xx with a clear message", (context) => {
  const client = httpClient(context);
  let admin: SignedInUser, user: SignedInUser;
  let genreId: string, songId: string, listId: string;
  beforeAll(async () => {
    ({ admin, user } = await signedInRoles(context));
    const fixtures = catalogFixtures(context);
    genreId = (await fixtures.genre(admin.cookie)).id;
    songId = (await fixtures.song(admin.cookie, { genreId, title: "Una" })).id;
    const list = await client.post(
      "/api/public-playlists",
      { name: "L" },
      { cookie: admin.cookie },
    );
    listId = ((await list.json()) as { id: string }).id;
  });

  async function expectBadRequest(label: string, response: Response) {
    expect(response.status, label).toBe(400);
    expect((await response.json()).error.code, label).toBe("BAD_REQUEST");
  }

  it("refuses a NUL in ids, query parameters and saved or searched text", async () => {
    const asAdmin = { cookie: admin.cookie };
    const requests: [string, Promise<Response>][] = [
      ["song id", client.get("/api/songs/%00", asAdmin)],
      ["genreId", client.get("/api/songs?genreId=%00", asAdmin)],
      ["playlistId", client.get("/api/songs?playlistId=%00", asAdmin)],
      ["markPlaylistId", client.get("/api/songs?markPlaylistId=%00", asAdmin)],
      ["users search", client.get("/api/users?search=%00", asAdmin)],
      ["genre name", client.post("/api/genres", { name: NUL }, asAdmin)],
      ["playlist name", client.post("/api/playlists", { name: NUL }, { cookie: user.cookie })],
      ["songId", client.post(`/api/public-playlists/${listId}/songs`, { songId: NUL }, asAdmin)],
      ["full name", client.patch("/api/me", { fullName: NUL }, asAdmin)],
      [
        "admin's edit",
        client.patch(`/api/users/${user.id}`, { fullName: NUL, phone: "", company: "" }, asAdmin),
      ],
      [
        "template",
        client.post(
          "/api/marketing/templates",
          { name: NUL, subject: "S", content: "<p>x</p>" },
          asAdmin,
        ),
      ],
      [
        "plan",
        client.post(
          "/api/billing/checkout",
          { planId: NUL, interval: "month", trial: false },
          asAdmin,
        ),
      ],
      [
        "saved search",
        client.put(
          "/api/music-state",
          {
            volume: 1,
            currentSongId: songId,
            position: 0,
            queue: { source: { kind: "catalog", search: NUL }, index: 0 },
          },
          asAdmin,
        ),
      ],
    ];
    for (const [label, response] of requests) await expectBadRequest(label, await response);
  });

  it("refuses a NUL in the text fields of an upload", async () => {
    const file = { bytes: fixtureMp3(), name: "pista.mp3" };
    for (const fields of [
      { genreId, title: NUL, artist: "A" },
      { genreId, title: "T", artist: NUL },
      { genreId: `${genreId}\u0000`, title: "T", artist: "A" },
    ]) {
      const response = await client.upload(
        "/api/songs",
        { fields, file },
        { cookie: admin.cookie },
      );
      await expectBadRequest(JSON.stringify(fields), response);
    }
  });

  it("refuses a NUL in better-auth's input, with or without a session", async () => {
    await expectBadRequest(
      "reset token",
      await client.post("/api/auth/reset-password", { token: "\u0000", newPassword: "Nueva2026x" }),
    );
    await expectBadRequest(
      "reset link",
      await client.get("/api/auth/reset-password/%00?callbackURL=/reset-password"),
    );
    await expectBadRequest(
      "sign-up name",
      await client.post("/api/auth/sign-up/email", {
        name: NUL,
        email: uniqueEmail(),
        password: GOOD_PASSWORD,
      }),
    );
    await expectBadRequest(
      "revoked session token",
      await client.post("/api/auth/revoke-session", { token: NUL }, { cookie: user.cookie }),
    );
  });

  it("refuses a lone surrogate in any text field of the billing details", async () => {
    const details = companyBillingDetails;
    for (const field of Object.keys(details).filter((key) => key !== "type")) {
      const response = await client.put(
        "/api/me/billing",
        { ...details, [field]: "\ud800" },
        { cookie: user.cookie },
      );
      await expectBadRequest(field, response);
    }
    expect((await client.put("/api/me/billing", details, { cookie: user.cookie })).status).toBe(
      200,
    );
  });

  it("refuses names of invisible or control characters only", async () => {
    for (const name of ["\u200b", "\u0001", " \u200b\u200d "]) {
      for (const [path, cookie] of [
        ["/api/genres", admin.cookie],
        ["/api/public-playlists", admin.cookie],
        ["/api/playlists", user.cookie],
      ] as const) {
        const response = await client.post(path, { name }, { cookie });
        expect(response.status, `${path} ${JSON.stringify(name)}`).toBe(400);
        expect((await response.json()).error.issues[0].message).toBe(
          catalogCopy.errors.nameRequired,
        );
      }
      const template = await client.post(
        "/api/marketing/templates",
        { name, subject: "Asunto", content: "<p>Hola</p>" },
        { cookie: admin.cookie },
      );
      expect(template.status, `template ${JSON.stringify(name)}`).toBe(400);
    }
    const genres = (await (await client.get("/api/genres", { cookie: admin.cookie })).json()) as {
      name: string;
    }[];
    expect(genres.every((genre) => /\p{L}/u.test(genre.name))).toBe(true);
  });

  it("refuses a sign-up image that is not an http(s) address", async () => {
    for (const image of ["javascript:alert(1)", "data:image/png;base64,AAAA", "ftp://x.es/a.png"]) {
      const email = uniqueEmail();
      const response = await client.post("/api/auth/sign-up/email", {
        name: "Ana",
        email,
        password: GOOD_PASSWORD,
        image,
      });
      expect(response.status, image).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "INVALID_IMAGE",
        message: accountsCopy.register.errors.invalidImage,
      });
      const row = await context().database.db.query.user.findFirst({
        where: eq(userTable.email, email),
      });
      expect(row, image).toBeUndefined();
    }
    const accepted = await client.post("/api/auth/sign-up/email", {
      name: "Ana",
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      image: "https://cdn.example.es/ana.png",
    });
    expect(accepted.status).toBe(200);
  });
});
