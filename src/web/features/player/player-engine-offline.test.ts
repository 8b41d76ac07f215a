import { describe, expect, it } from "vitest";
import { paths } from "~/shared/paths";
import { quietEngineLog, setUp, songs } from "./engine-harness";
import { fakeOffline, track } from "./fake-audio";

quietEngineLog();

describe("PlayerEngine: without a connection", () => {
  const fromDevice = (n: number) => paths.songAudio(`s${n}`);

  it("plays the songs on the device when the server stops answering, passing those it lacks at once", async () => {
    const { media, api, engine, state, url } = setUp();
    const device = fakeOffline(["s2", "s4"]);
    engine.useOffline(device.playback);
    void engine.choose(songs(5), 0);
    await media.settle();
    expect(media.sounding()).toEqual([url(1)]);

    api.unreachable = true; // the connection drops during song 1
    media.element(url(1)).end();
    await media.settle();
    // Preloaded while online, it goes on from what it has (and the device has the rest).
    expect(state()).toMatchObject({ track: { id: "s2" }, playing: true, notice: null });
    expect(media.sounding()).toEqual([url(2)]);
    expect(device.state.offline).toBe(true);

    media.element(url(2)).end();
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s4" }, playing: true, notice: null });
    expect(media.sounding()).toEqual([fromDevice(4)]);
    expect(media.requests).not.toContain(fromDevice(3));
  });

  it("says so when nothing more is on the device", async () => {
    const { media, api, engine, state, url } = setUp();
    engine.useOffline(fakeOffline([]).playback);
    void engine.choose(songs(3), 0);
    await media.settle();
    api.unreachable = true;
    media.element(url(1)).end();
    await media.settle();
    expect(state()).toMatchObject({ playing: false, notice: { kind: "offlineEmpty" } });
  });

  it("stops when the lease to play offline has run out, even within a song, and plays again online", async () => {
    const { media, api, engine, state, url } = setUp();
    const device = fakeOffline(["s1", "s2", "s3"]);
    engine.useOffline(device.playback);
    void engine.choose(songs(3), 0);
    await media.settle();
    api.unreachable = true;
    media.element(url(1)).end();
    await media.settle();
    expect(media.sounding()).toEqual([url(2)]);

    device.state.leaseRuns = false;
    media.element(url(2)).dispatchEvent(new Event("timeupdate"));
    await media.settle();
    expect(state()).toMatchObject({ playing: false, offlineLeaseEnded: true });
    expect(media.sounding()).toEqual([]);

    api.unreachable = false; // back online: the lease is renewed with the next check
    device.state.leaseRuns = true;
    void engine.play();
    await media.settle();
    expect(state()).toMatchObject({ playing: true, offlineLeaseEnded: false });
  });

  it("without offline playback, an unanswered check still means no music", async () => {
    const { media, api, engine, state } = setUp();
    api.unreachable = true;
    void engine.choose(songs(3), 0);
    await media.settle();
    expect(state()).toMatchObject({ playing: false, subscriptionRequired: true });
  });

  it("passes a kept song once its licence's last day has begun, by the device's clock, even offline", async () => {
    // 30 June 2026, 22:30 UTC: already 1 July in Spain, the last day of song 2's licence.
    const { media, api, engine, state, url } = setUp({
      now: () => Date.parse("2026-06-30T22:30:00Z"),
    });
    const device = fakeOffline(["s1", "s2", "s3"]);
    engine.useOffline(device.playback);
    const licensed = (n: number) => ({
      ...track(n),
      licensedUntil: n === 2 ? "2026-07-01" : "2026-07-02",
    });
    void engine.choose(songs(3, licensed), 0);
    await media.settle();
    expect(media.sounding()).toEqual([url(1)]);

    api.unreachable = true;
    media.element(url(1)).end();
    await media.settle();
    expect(state()).toMatchObject({ track: { id: "s3" }, playing: true });
    expect(media.sounding()).toEqual([fromDevice(3)]);
  });
});
