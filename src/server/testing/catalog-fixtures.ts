import { generateAmbientTrack } from "../features/catalog/demo/generate-ambient-track";
import { httpClient } from "./http-client";
import { rightsFixtures } from "./rights-fixtures";
import type { TestContext } from "./test-app";

let mp3: Uint8Array | undefined;

/** The bytes every fixture song is uploaded with (a real, one-second MP3). */
export function fixtureMp3(): Uint8Array {
  mp3 ??= generateAmbientTrack({ seed: 3, seconds: 1, mood: "calm" }).mp3;
  return mp3;
}

/**
 * Genres and published songs made through the admin's real endpoints, for the API tests of the
 * features that use the catalogue (a real, tiny MP3, as an upload is checked by its bytes).
 */
export function catalogFixtures(context: () => TestContext) {
  const client = httpClient(context);
  const rights = rightsFixtures(context);
  return {
    async genre(adminCookie: string, name = `Género ${Date.now()}`) {
      const response = await client.post("/api/genres", { name }, { cookie: adminCookie });
      if (response.status !== 201)
        throw new Error(`genre failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; name: string };
    },
    async song(adminCookie: string, options: { genreId: string; title: string }) {
      const response = await client.upload(
        "/api/songs",
        {
          fields: { genreId: options.genreId, title: options.title, artist: "Grupo Demo" },
          file: { bytes: fixtureMp3(), name: "pista.mp3" },
        },
        { cookie: adminCookie },
      );
      if (response.status !== 201)
        throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      const uploaded = (await response.json()) as { id: string; title: string };
      // A song plays only once published, with its rights (decision 039).
      await rights.publishWithRights(adminCookie, uploaded.id);
      return uploaded;
    },
  };
}
