import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { measureLoudness } from "~/shared/audio/measure/loudness";
import { song } from "../../domain/catalog/tables";
import { concat, sine, silence, wavFile } from "../../infra/audio/synthetic-audio";
import { analyzeAudioCommand } from "../../cli-commands/analyze-audio";
import {
  audioLink,
  httpClient,
  signedInRoles,
  type SignedInUser,
  type UploadFile,
} from "../../testing/http-client";
import { rightsFixtures } from "../../testing/rights-fixtures";
import { createTestApp, describeEachDatabase } from "../../testing/test-app";
import { analyzeSong } from "./analyze-song";
import type { SongSummary } from "./song-summary";

const RATE = 44_100;
/** 1 s of silence, then 4 s of a 1 kHz sine peaking at −20 dBFS in both channels: −20 LUFS. */
const tone = concat(
  silence(1, RATE),
  sine({ hz: 1000, peakDbfs: -20, seconds: 4, sampleRate: RATE }),
);
const wav = wavFile([tone, tone], RATE);
/** −50 dBFS: it would want +34 dB to reach −16 LUFS. */
const whisper = sine({ hz: 1000, peakDbfs: -50, seconds: 4, sampleRate: RATE });
/** AAC in MP4: accepted as an upload, but no decoder here measures it. */
const m4a = fs.readFileSync(
  path.join(import.meta.dirname, "../../infra/audio/fixtures/sine-stereo-44k.m4a"),
);

describeEachDatabase("loudness analysis of songs", (context) => {
  const client = httpClient(context);
  const rights = rightsFixtures(context);
  let admin: SignedInUser, subscriber: SignedInUser;
  let genreId: string;
  beforeAll(async () => {
    ({ admin, subscriber } = await signedInRoles(context));
    const response = await client.post(
      "/api/genres",
      { name: "Ambiente" },
      { cookie: admin.cookie },
    );
    genreId = ((await response.json()) as { id: string }).id;
  });

  async function upload(title: string, file: UploadFile): Promise<SongSummary> {
    const response = await client.upload(
      "/api/songs",
      { fields: { genreId, title, artist: "Grupo Demo" }, file },
      { cookie: admin.cookie },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const uploaded = (await response.json()) as SongSummary;
    await rights.publishWithRights(admin.cookie, uploaded.id);
    return uploaded;
  }

  async function summary(songId: string): Promise<SongSummary> {
    const response = await client.get(`/api/songs/${songId}`, { cookie: subscriber.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as SongSummary;
  }

  const settled = (songId: string) =>
    expect.poll(async () => (await summary(songId)).analysis, { timeout: 30_000, interval: 100 });

  /** Back to how a song from before the analysis stands: pending, nothing measured, no job. */
  async function forgetAnalysis(songIds: string[]) {
    await context()
      .database.db.update(song)
      .set({
        analysisStatus: "pending",
        loudnessLufs: null,
        truePeakDbtp: null,
        leadingSilenceSeconds: null,
        trailingSilenceSeconds: null,
      })
      .where(inArray(song.id, songIds));
  }

  it("answers the upload at once as pending, then the job measures the song", async () => {
    const uploaded = await upload("Tono de prueba", { bytes: wav, name: "tono.wav" });
    expect(uploaded).toMatchObject({
      analysis: "pending",
      loudness: null,
      measuredBy: null,
      gainDb: 0,
      gainCapped: false,
    });

    await settled(uploaded.id).toBe("done");
    const measured = await summary(uploaded.id);
    expect(measured.loudness).toEqual({
      lufs: expect.closeTo(-20, 0),
      truePeakDbtp: expect.closeTo(-20, 0),
      leadingSilenceSeconds: expect.closeTo(1, 1),
      trailingSilenceSeconds: expect.closeTo(0, 1),
    });
    // To −16 LUFS: 4 dB up, far under the −1 dBTP ceiling.
    expect(measured.gainDb).toBeCloseTo(4, 0);
    expect(measured).toMatchObject({ measuredBy: "server", gainCapped: false });

    const listed = (await (
      await client.get("/api/songs?search=tono", { cookie: admin.cookie })
    ).json()) as { items: SongSummary[] };
    expect(listed.items.find((item) => item.id === uploaded.id)).toEqual(measured);
  });

  // As ffmpeg (`-c:a pcm_f32le`, `pcm_f64le`, `pcm_s32le`) writes them: its LIST chunk of 26
  // bytes before the samples leaves them at byte 78 (102 when extensible), no multiple of 4.
  const ffmpegList = {
    id: "LIST",
    bytes: Buffer.from("INFOISFT\x0e\x00\x00\x00Lavf61.7.100\x00\x00", "latin1"),
  };
  it.each([
    { encoding: "float32", extensible: false },
    { encoding: "float64", extensible: false },
    { encoding: "int32", extensible: false },
    { encoding: "float32", extensible: true },
    { encoding: "int32", extensible: true },
    { encoding: "int24", extensible: true },
  ] as const)("measures a $encoding WAV (extensible: $extensible)", async (options) => {
    const bytes = wavFile([tone, tone], RATE, {
      ...options,
      chunksBeforeData: [ffmpegList],
    });
    expect((bytes.indexOf("data") + 8) % 4).toBe(2);
    const uploaded = await upload(`Tono ${options.encoding}`, {
      bytes,
      name: `tono-${options.encoding}.wav`,
      type: "audio/wav",
    });
    await settled(uploaded.id).toBe("done");
    const measured = await summary(uploaded.id);
    // What the meters read from the samples themselves, within 0.01 dB.
    const source = measureLoudness([tone, tone], RATE);
    expect(measured.loudness?.lufs).toBeCloseTo(source.loudnessLufs ?? NaN, 2);
    expect(measured.loudness?.truePeakDbtp).toBeCloseTo(source.truePeakDbtp ?? NaN, 2);
    expect(measured.loudness?.leadingSilenceSeconds).toBeCloseTo(1, 1);
    expect(measured).toMatchObject({
      measuredBy: "server",
      gainDb: expect.closeTo(-16 - (source.loudnessLufs ?? NaN), 1),
    });
  });

  it("raises a −50 dBFS song 12 dB at most, says so, and follows MAX_BOOST_DB at boot", async () => {
    const uploaded = await upload("Susurro", {
      bytes: wavFile([whisper, whisper], RATE, { encoding: "float32" }),
      name: "susurro.wav",
    });
    await settled(uploaded.id).toBe("done");
    const measured = await summary(uploaded.id);
    expect(measured.loudness?.lufs).toBeCloseTo(-50, 0);
    expect(measured).toMatchObject({ gainDb: 12, gainCapped: true });

    // The cap is applied where songs are answered: a new value reaches songs measured before.
    const wider = await createTestApp(context().database, {
      DATA_DIR: context().dataDir,
      MAX_BOOST_DB: "20",
    });
    try {
      const response = await httpClient(() => wider).get(`/api/songs/${uploaded.id}`, {
        cookie: subscriber.cookie,
      });
      expect(await response.json()).toMatchObject({ gainDb: 20, gainCapped: true });
    } finally {
      await wider.close();
    }
  });

  it("marks a song it cannot measure failed; it plays at unity gain and still streams", async () => {
    const uploaded = await upload("Sin decodificador", { bytes: m4a, name: "pista.m4a" });
    await settled(uploaded.id).toBe("failed");
    expect(await summary(uploaded.id)).toMatchObject({
      loudness: null,
      measuredBy: null,
      gainDb: 0,
    });

    const audio = await client.get(await audioLink(client, subscriber.cookie, uploaded.id), {
      cookie: subscriber.cookie,
    });
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer()).equals(m4a)).toBe(true);
  });

  const claim = {
    loudnessLufs: -20.04,
    truePeakDbtp: -19.9,
    leadingSilenceSeconds: 0,
    trailingSilenceSeconds: 0.01,
  };

  it("keeps the browser's measurement of an AAC/M4A file, marked as the browser's", async () => {
    const response = await client.upload(
      "/api/songs",
      {
        fields: {
          genreId,
          title: "Medida en el navegador",
          artist: "Grupo Demo",
          measurement: JSON.stringify(claim),
        },
        file: { bytes: m4a, name: "navegador.m4a", type: "audio/mp4" },
      },
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as SongSummary;
    await rights.publishWithRights(admin.cookie, uploaded.id);
    const expected = {
      analysis: "done",
      measuredBy: "browser",
      loudness: {
        lufs: -20.04,
        truePeakDbtp: -19.9,
        leadingSilenceSeconds: 0,
        trailingSilenceSeconds: 0.01,
      },
      gainDb: 4.04,
      gainCapped: false,
    };
    expect(uploaded).toMatchObject(expected);
    expect(await summary(uploaded.id)).toMatchObject(expected);

    // Nothing on the server can measure it better: a run over every song leaves it.
    const deps = {
      db: context().database.db,
      storage: context().infra.storage,
      logger: context().infra.logger,
    };
    expect(await analyzeSong(deps, { songId: uploaded.id })).toBeNull();
    expect(await summary(uploaded.id)).toMatchObject(expected);
  });

  it("measures on the server what it can decode, whatever the browser claims", async () => {
    const response = await client.upload(
      "/api/songs",
      {
        fields: {
          genreId,
          title: "Afirmación ignorada",
          artist: "Grupo Demo",
          measurement: JSON.stringify({ ...claim, loudnessLufs: -60 }),
        },
        file: { bytes: wav, name: "ignorada.wav", type: "audio/wav" },
      },
      { cookie: admin.cookie },
    );
    const uploaded = (await response.json()) as SongSummary;
    expect(uploaded).toMatchObject({ analysis: "pending", measuredBy: null });
    await rights.publishWithRights(admin.cookie, uploaded.id);
    await settled(uploaded.id).toBe("done");
    expect(await summary(uploaded.id)).toMatchObject({
      measuredBy: "server",
      loudness: { lufs: expect.closeTo(-20, 0) },
    });
  });

  it.each([
    ["a loudness no meter gives", { ...claim, loudnessLufs: -90 }],
    ["a silence longer than the song", { ...claim, leadingSilenceSeconds: 5 }],
    ["a field it does not know", { ...claim, gainDb: 30 }],
    ["text that is not JSON", "mucho"],
  ])("refuses a browser measurement with %s, and stores nothing", async (_, measurement) => {
    const title = `Rechazada ${Math.random()}`;
    const response = await client.upload(
      "/api/songs",
      {
        fields: {
          genreId,
          title,
          artist: "Grupo Demo",
          measurement: typeof measurement === "string" ? measurement : JSON.stringify(measurement),
        },
        file: { bytes: m4a, name: "rechazada.m4a", type: "audio/mp4" },
      },
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(400);
    const rows = await context()
      .database.db.select({ id: song.id })
      .from(song)
      .where(eq(song.title, title));
    expect(rows).toEqual([]);
  });

  it("marks a song failed when its stored file is damaged or gone", async () => {
    const { infra } = context();
    const damaged = await upload("Dañada", { bytes: wav, name: "danada.wav" });
    const missing = await upload("Perdida", { bytes: wav, name: "perdida.wav" });
    await settled(damaged.id).toBe("done");
    await settled(missing.id).toBe("done");
    const keys = await context()
      .database.db.select({ id: song.id, storageKey: song.storageKey })
      .from(song)
      .where(inArray(song.id, [damaged.id, missing.id]));
    const keyOf = (id: string) => keys.find((row) => row.id === id)?.storageKey ?? "";
    await infra.storage.put(keyOf(damaged.id), Buffer.from("RIFF....WAVEnot really".repeat(50)), {
      contentType: "audio/wav",
    });
    await infra.storage.delete(keyOf(missing.id));

    const deps = { db: context().database.db, storage: infra.storage, logger: infra.logger };
    expect(await analyzeSong(deps, { songId: damaged.id })).toBe("failed");
    expect(await analyzeSong(deps, { songId: missing.id })).toBe("failed");
    expect(await summary(damaged.id)).toMatchObject({ analysis: "failed", gainDb: 0 });
    // Pending only: a song measured meanwhile is left as it is.
    expect(await analyzeSong(deps, { songId: damaged.id, onlyPending: true })).toBeNull();
  });

  it("queues at boot every song still pending", async () => {
    const old = await upload("De antes", { bytes: wav, name: "antes.wav" });
    await settled(old.id).toBe("done");
    await forgetAnalysis([old.id]);
    expect((await summary(old.id)).analysis).toBe("pending");

    // Another instance starting on the same database and files: its boot finds the song.
    const restarted = await createTestApp(
      context().database,
      { DATA_DIR: context().dataDir },
      { jobs: true },
    );
    try {
      await settled(old.id).toBe("done");
      expect((await summary(old.id)).gainDb).toBeCloseTo(4, 0);
    } finally {
      await restarted.close();
    }
  });

  it("analyses pending songs from the CLI, and a stopped run resumes where it was", async () => {
    const first = await upload("Cola uno", { bytes: wav, name: "uno.wav" });
    const second = await upload("Cola dos", { bytes: wav, name: "dos.wav" });
    const songs = [first, second, await upload("Cola tres", { bytes: m4a, name: "tres.m4a" })];
    for (const { id } of songs) await settled(id).not.toBe("pending");
    await forgetAnalysis(songs.map((s) => s.id));
    const { infra } = context();

    const firstRun: string[] = [];
    await expect(
      analyzeAudioCommand(infra, { all: false }, (line) => {
        firstRun.push(line);
        // Stopped (Ctrl-C) once the first song is measured.
        throw new Error("stopped");
      }),
    ).rejects.toThrow("stopped");
    expect(firstRun).toEqual(["1/3 Cola uno: measured"]);
    expect((await summary(first.id)).analysis).toBe("done");
    expect((await summary(second.id)).analysis).toBe("pending");

    const secondRun: string[] = [];
    expect(await analyzeAudioCommand(infra, { all: false }, (line) => secondRun.push(line))).toBe(
      "Analysed 2 pending songs: 1 measured, 1 not analysable, 0 skipped.",
    );
    expect(secondRun).toEqual([
      "1/2 Cola dos: measured",
      "2/2 Cola tres: not analysable (plays at unity gain)",
    ]);
    expect(await analyzeAudioCommand(infra, { all: false }, () => {})).toBe(
      "Every song is analysed already; nothing to do.",
    );

    const [row] = await context()
      .database.db.select({ lufs: song.loudnessLufs })
      .from(song)
      .where(eq(song.id, second.id));
    expect(row?.lufs).toBeCloseTo(-20, 0);
  });
});
