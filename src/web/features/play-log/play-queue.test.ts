import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { playLogCopy } from "~/shared/copy/play-log";
import type { PlayReport } from "~/shared/play-log/schema";
import { FLUSH_BATCH, PlayQueue, type SendResult } from "./play-queue";
import { forgetRefusals, readRefusals } from "./play-refusals";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

let count = 0;
const play = (): PlayReport => ({
  id: `play-${++count}`,
  establishmentId: "establishment",
  songId: "song",
  startedAt: "2026-11-20T10:00:00.000Z",
  endedAt: "2026-11-20T10:00:10.000Z",
  secondsHeard: 10,
  ending: "ended",
  deviceId: "device",
  origin: "network",
  lease: null,
});

/** A queue whose server answers what the test sets, recording every batch. */
function setUp(options: { max?: number; claimRefused?: () => void } = {}) {
  const storage = memoryStorage();
  const sent: { ids: string[]; keepalive: boolean }[] = [];
  let answer: (batch: PlayReport[]) => SendResult | Promise<SendResult> = () => ({
    status: 200,
    issues: [],
  });
  const queue = new PlayQueue({
    storage,
    send: async (plays, { keepalive }) => {
      sent.push({ ids: plays.map((p) => p.id), keepalive });
      return answer(plays);
    },
    max: options.max,
    claimRefused: options.claimRefused,
  });
  return {
    storage,
    queue,
    sent,
    answerWith: (next: typeof answer) => {
      answer = next;
    },
    ids: () => queue.plays().map((p) => p.id),
  };
}

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("PlayQueue", () => {
  it("sends in batches and forgets plays only once the server has them", async () => {
    const { queue, sent, ids } = setUp();
    const plays = Array.from({ length: FLUSH_BATCH + 3 }, play);
    for (const p of plays) queue.add(p);
    await queue.flush();
    expect(sent.map((batch) => batch.ids.length)).toEqual([FLUSH_BATCH, 3]);
    expect(sent.flatMap((batch) => batch.ids)).toEqual(plays.map((p) => p.id));
    expect(ids()).toEqual([]);
  });

  it("survives a reload: the plays are in storage", () => {
    const { storage, queue } = setUp();
    const p = play();
    queue.add(p);
    const send = async () => ({ status: 200, issues: [] });
    expect(new PlayQueue({ storage, send }).plays()).toEqual([p]);
  });

  it("keeps everything when there is no answer, and sends it once the network is back", async () => {
    const { queue, sent, answerWith, ids } = setUp();
    const plays = [play(), play()];
    plays.forEach((p) => queue.add(p));
    answerWith(() => Promise.reject(new TypeError("Failed to fetch")));
    await queue.flush();
    expect(ids()).toEqual(plays.map((p) => p.id));
    answerWith(() => ({ status: 200, issues: [] }));
    await queue.flush();
    expect(ids()).toEqual([]);
    expect(sent.map((batch) => batch.ids)).toEqual([
      plays.map((p) => p.id),
      plays.map((p) => p.id),
    ]);
  });

  it("sends nothing while the browser has no network, and everything once it has", async () => {
    let online = false;
    const sent: string[][] = [];
    const queue = new PlayQueue({
      storage: memoryStorage(),
      send: async (plays) => {
        sent.push(plays.map((p) => p.id));
        return { status: 200, issues: [] };
      },
      online: () => online,
    });
    const waiting = play();
    queue.add(waiting);
    await queue.flush();
    await queue.flush({ keepalive: true });
    expect(sent).toEqual([]);
    expect(queue.plays()).toEqual([waiting]);
    online = true;
    await queue.flush();
    expect(sent).toEqual([[waiting.id]]);
    expect(queue.plays()).toEqual([]);
  });

  it.each([401, 403, 429, 500, 503])(
    "keeps everything on a %i, for a later try",
    async (status) => {
      const { queue, answerWith, ids } = setUp();
      queue.add(play());
      answerWith(() => ({ status, issues: [] }));
      await queue.flush();
      expect(ids()).toHaveLength(1);
    },
  );

  it("keeps everything on a 503 and asks to be tried again when the server says", async () => {
    const retries: number[] = [];
    const sent: string[][] = [];
    let status = 503;
    const queue = new PlayQueue({
      storage: memoryStorage(),
      send: async (plays) => {
        sent.push(plays.map((p) => p.id));
        return { status, issues: [], retryAfterSeconds: status === 503 ? 3 : undefined };
      },
      retryIn: (ms) => retries.push(ms),
    });
    const waiting = play();
    queue.add(waiting);
    await queue.flush();
    expect(queue.plays()).toEqual([waiting]);
    expect(retries).toEqual([3000]);
    // The database is back: the retry sends it, once.
    status = 200;
    await queue.flush();
    expect(queue.plays()).toEqual([]);
    expect(sent).toEqual([[waiting.id], [waiting.id]]);
    expect(retries).toEqual([3000]);
  });

  it("drops only the plays the server refuses for good, and sends the rest", async () => {
    const { queue, sent, answerWith, ids } = setUp();
    const [good, gone, alsoGood] = [play(), play(), play()];
    [good, gone, alsoGood].forEach((p) => queue.add(p as PlayReport));
    answerWith((batch) =>
      batch.some((p) => p.id === gone?.id)
        ? { status: 404, issues: [{ path: "plays.1.songId" }] }
        : { status: 200, issues: [] },
    );
    await queue.flush();
    expect(ids()).toEqual([]);
    expect(sent.map((batch) => batch.ids)).toEqual([
      [good?.id, gone?.id, alsoGood?.id],
      [good?.id, alsoGood?.id],
    ]);
  });

  it("keeps what it dropped with the server's reason, for the history to tell", async () => {
    const { queue, storage, answerWith } = setUp();
    const [early, overlapping] = [play(), play()];
    [early, overlapping].forEach((p) => queue.add(p as PlayReport));
    const reason = "Se solapa con otra reproducción ya registrada en este establecimiento";
    answerWith((batch) =>
      batch.length === 2
        ? { status: 400, issues: [{ path: "plays.1.startedAt", message: reason }] }
        : { status: 200, issues: [] },
    );
    await queue.flush();
    expect(readRefusals(storage)).toEqual([
      {
        id: overlapping?.id,
        establishmentId: "establishment",
        startedAt: "2026-11-20T10:00:00.000Z",
        message: reason,
      },
    ]);
    forgetRefusals(storage);
    expect(readRefusals(storage)).toEqual([]);
  });

  it("tells the player when plays are refused for their claim, keeping the reason for the history", async () => {
    const claimRefused = vi.fn();
    const { queue, storage, answerWith, ids } = setUp({ claimRefused });
    const [overlapping, unclaimed] = [play(), play()];
    queue.add(overlapping as PlayReport);
    answerWith(() => ({ status: 400, issues: [{ path: "plays.0.startedAt", message: "solapa" }] }));
    await queue.flush();
    expect(claimRefused).not.toHaveBeenCalled();

    queue.add(unclaimed as PlayReport);
    const reason = playLogCopy.errors.claimedElsewhere;
    answerWith(() => ({ status: 400, issues: [{ path: "plays.0.deviceId", message: reason }] }));
    await queue.flush();
    expect(claimRefused).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual([]);
    expect(readRefusals(storage).map((refusal) => refusal.message)).toEqual(["solapa", reason]);
  });

  it("drops the plays a rule of the log refuses, each with its reason, and keeps the rest", async () => {
    const { queue, storage, sent, answerWith, ids } = setUp();
    const [longer, fine, inGap] = [play(), play(), play()];
    [longer, fine, inGap].forEach((p) => queue.add(p as PlayReport));
    const { longerThanHeard, outsideAccess } = playLogCopy.errors;
    answerWith((batch) =>
      batch.length === 3
        ? {
            status: 400,
            issues: [
              { path: "plays.0.endedAt", message: longerThanHeard },
              { path: "plays.2.endedAt", message: outsideAccess },
            ],
          }
        : { status: 200, issues: [] },
    );
    await queue.flush();
    expect(ids()).toEqual([]);
    expect(sent.map((batch) => batch.ids)).toEqual([[longer?.id, fine?.id, inGap?.id], [fine?.id]]);
    expect(readRefusals(storage).map((refusal) => [refusal.id, refusal.message])).toEqual([
      [longer?.id, longerThanHeard],
      [inGap?.id, outsideAccess],
    ]);
  });

  it("keeps what a later try may send: signed out, no access now, a conflict, too many", async () => {
    for (const status of [401, 403, 409, 429]) {
      const { queue, storage, answerWith, ids } = setUp();
      queue.add(play());
      answerWith(() => ({ status, issues: [{ path: "plays.0.startedAt", message: "…" }] }));
      await queue.flush();
      expect(ids()).toHaveLength(1);
      expect(readRefusals(storage)).toEqual([]);
    }
  });

  it("keeps a 503 batch to send again: the server is only unavailable for now", async () => {
    const { queue, storage, answerWith, ids } = setUp();
    queue.add(play());
    answerWith(() => ({ status: 503, issues: [] }));
    await queue.flush();
    expect(ids()).toHaveLength(1);
    expect(readRefusals(storage)).toEqual([]);
  });

  it("drops a batch refused as a whole rather than block the queue forever", async () => {
    const { queue, answerWith, ids } = setUp();
    queue.add(play());
    answerWith(() => ({ status: 400, issues: [{ path: "plays" }] }));
    await queue.flush();
    expect(ids()).toEqual([]);
  });

  it("runs one flush at a time", async () => {
    const { queue, sent, answerWith } = setUp();
    queue.add(play());
    let release: (result: SendResult) => void = () => undefined;
    answerWith(() => new Promise((resolve) => (release = resolve)));
    const first = queue.flush();
    const second = queue.flush();
    expect(second).toBe(first);
    release({ status: 200, issues: [] });
    await first;
    expect(sent).toHaveLength(1);
  });

  it("sends one batch with keepalive when the page goes away, keeping it until answered", async () => {
    const { queue, sent, ids } = setUp();
    const plays = Array.from({ length: FLUSH_BATCH + 1 }, play);
    plays.forEach((p) => queue.add(p));
    await queue.flush({ keepalive: true });
    expect(sent).toEqual([{ ids: plays.slice(0, FLUSH_BATCH).map((p) => p.id), keepalive: true }]);
    expect(ids()).toHaveLength(FLUSH_BATCH + 1);
  });

  it("does not queue a play twice, and drops the oldest past the limit", () => {
    const { queue, ids } = setUp({ max: 10 });
    const first = play();
    queue.add(first);
    queue.add(first);
    expect(ids()).toEqual([first.id]);
    for (let index = 0; index < 10; index++) queue.add(play());
    expect(ids()).toHaveLength(10);
    expect(ids()).not.toContain(first.id);
  });
});
