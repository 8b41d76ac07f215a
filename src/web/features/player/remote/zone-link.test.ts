import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ZoneEvent } from "~/shared/events/topics";
import type { ZoneStateInput } from "~/shared/remote/schema";
import { initialSnapshot, type PlayerSnapshot } from "../player-engine";
import { linkZone, type LinkedPlayer } from "./zone-link";

const ZONE = "7d0e9d4e-1111-4111-8111-111111111111";
const COMMAND = "7d0e9d4e-2222-4222-8222-222222222222";

function setUp(held: string | null = ZONE) {
  let snapshot: PlayerSnapshot = {
    ...initialSnapshot(0.5),
    playing: true,
    track: { id: "s1", title: "Alba", artist: "Artista", durationSeconds: 180 },
    currentTime: 12.34,
  };
  const listeners = new Set<() => void>();
  const change = (changes: Partial<PlayerSnapshot>) => {
    snapshot = { ...snapshot, ...changes };
    listeners.forEach((listener) => listener());
  };
  const calls: string[] = [];
  const player: LinkedPlayer = {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play: async () => void (calls.push("play"), change({ playing: true })),
    pause: () => void (calls.push("pause"), change({ playing: false })),
    next: async () => void calls.push("next"),
    setVolume: (volume) => void (calls.push(`volume ${volume}`), change({ volume })),
    block: (songId) => calls.push(`block ${songId}`),
  };
  let zoneListener: ((event: ZoneEvent | "reconnected") => void) | undefined;
  const sent: { zoneId: string; state: ZoneStateInput }[] = [];
  let heldZone = held;
  const heldListeners = new Set<() => void>();
  const stop = linkZone({
    player,
    heldZone: () => heldZone,
    watchHeld: (listener) => {
      heldListeners.add(listener);
      return () => heldListeners.delete(listener);
    },
    onZoneEvent: (listener) => {
      zoneListener = listener;
      return () => (zoneListener = undefined);
    },
    send: async (zoneId, state) => void sent.push({ zoneId, state }),
    deviceId: () => "7d0e9d4e-3333-4333-8333-333333333333",
    reason: () => ({ text: "Comidas · Lista Jazz", closed: false }),
    offline: () => false,
    now: () => Date.parse("2026-11-30T12:00:00Z"),
    playMessage: (messageId) => calls.push(`message ${messageId}`),
  });
  return {
    calls,
    sent,
    change,
    stop,
    command: (command: ZoneEvent & { kind: "command" }) => zoneListener?.(command),
    hold: (zone: string | null) => {
      heldZone = zone;
      heldListeners.forEach((listener) => listener());
    },
  };
}

const pause = (zone = ZONE): ZoneEvent & { kind: "command" } => ({
  topic: `zone:${zone}`,
  kind: "command",
  command: { id: COMMAND, kind: "pause" },
});

describe("linkZone", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("carries out a command for the zone it holds and answers it with its new state", async () => {
    const { calls, sent, command } = setUp();
    command(pause());
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toEqual(["pause"]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.zoneId).toBe(ZONE);
    expect(sent[0]?.state).toMatchObject({
      commandId: COMMAND,
      playing: false,
      track: { id: "s1", title: "Alba" },
      position: 12.3,
      volume: 0.5,
      reason: "Comidas · Lista Jazz",
      offline: false,
      closed: false,
    });
  });

  it("plays a message now when the remote asks", async () => {
    const { calls, sent, command } = setUp();
    const messageId = "7d0e9d4e-5555-4555-8555-555555555555";
    command({
      topic: `zone:${ZONE}`,
      kind: "command",
      command: { id: COMMAND, kind: "message", messageId },
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toEqual([`message ${messageId}`]);
    expect(sent[0]?.state.commandId).toBe(COMMAND);
  });

  it("ignores another zone's commands, and every command while it holds none", async () => {
    const other = setUp();
    other.command(pause("7d0e9d4e-4444-4444-8444-444444444444"));
    const none = setUp(null);
    none.command(pause());
    await vi.advanceTimersByTimeAsync(200);
    expect(other.calls).toEqual([]);
    expect(none.calls).toEqual([]);
    expect(none.sent).toEqual([]);
  });

  it("tells a change made on the device itself, and its state every 20 s while it holds the zone", async () => {
    const { sent, change, hold } = setUp();
    change({ volume: 0.8 });
    change({ volume: 0.7 });
    await vi.advanceTimersByTimeAsync(200);
    expect(sent.map((each) => each.state.volume)).toEqual([0.7]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(2);
    hold(null); // taken over on another device: silent from now on
    await vi.advanceTimersByTimeAsync(40_000);
    expect(sent).toHaveLength(2);
  });

  it("applies volume, next and block as sent", async () => {
    const { calls, command } = setUp();
    const send = (command_: ZoneEvent & { kind: "command" }) => command(command_);
    send({
      topic: `zone:${ZONE}`,
      kind: "command",
      command: { id: COMMAND, kind: "volume", value: 0.2 },
    });
    send({ topic: `zone:${ZONE}`, kind: "command", command: { id: COMMAND, kind: "next" } });
    send({
      topic: `zone:${ZONE}`,
      kind: "command",
      command: { id: COMMAND, kind: "block", songId: "7d0e9d4e-5555-4555-8555-555555555555" },
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toEqual(["volume 0.2", "next", "block 7d0e9d4e-5555-4555-8555-555555555555"]);
  });
});
