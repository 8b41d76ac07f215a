/**
 * The player's side of "Mando" (decision 024): while this device holds a zone (its
 * claim, decision 023), it carries out the commands the zone's remote sends — play,
 * pause, next, volume, block, a message now — and tells the zone its state: at once after each change or
 * command (answering the command by its id), and every 20 s so that a silent device reads
 * as "Sin reproductor" and not as playing. The manual choice is carried out by the server
 * on the programme, which the player follows by itself.
 */
import { ZONE_STATE_EVERY_MS } from "~/shared/remote/zone-state-timings";
import type { RemoteCommand, ZoneStateInput } from "~/shared/remote/schema";
import type { ZoneEvent } from "~/shared/events/topics";
import type { PlayerSnapshot } from "../player-engine";

/** What the link asks of the player. */
export interface LinkedPlayer {
  getSnapshot(): PlayerSnapshot;
  subscribe(listener: () => void): () => unknown;
  play(): Promise<void>;
  pause(): void;
  next(): Promise<void>;
  setVolume(volume: number): void;
  block(songId: string): unknown;
}

export interface ZoneLinkDependencies {
  player: LinkedPlayer;
  /** The zone this device holds now (null: it plays none). */
  heldZone: () => string | null;
  /** Calls `listener` when the held zone may have changed. */
  watchHeld: (listener: () => void) => () => unknown;
  onZoneEvent: (listener: (event: ZoneEvent | "reconnected") => void) => () => unknown;
  send: (zoneId: string, state: ZoneStateInput) => Promise<unknown>;
  deviceId: () => string;
  /** What the screen says plays and why ("Comidas · …"), and whether the establishment is closed. */
  reason: () => { text: string; closed: boolean };
  offline: () => boolean;
  now: () => number;
  /** "Reproducir ahora" a message of the account over the music (decision 029). */
  playMessage: (messageId: string) => unknown;
}

/** Changes closer together than this make one state. */
const SETTLE_MS = 150;

/** What of the player the zone's state says: a change of any of these is sent. */
const keyOf = (snapshot: PlayerSnapshot) =>
  `${snapshot.playing}|${snapshot.track?.id ?? ""}|${snapshot.volume}`;

export function linkZone(deps: ZoneLinkDependencies): () => void {
  const { player } = deps;
  let last = "";
  let pendingCommand: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stateNow = (commandId?: string): ZoneStateInput => {
    const snapshot = player.getSnapshot();
    const { text, closed } = deps.reason();
    const track = snapshot.track;
    return {
      deviceId: deps.deviceId(),
      playing: snapshot.playing,
      track: track && {
        id: track.id,
        title: track.title,
        artist: track.artist,
        durationSeconds: track.durationSeconds,
      },
      position: Math.max(0, Math.round(snapshot.currentTime * 10) / 10),
      volume: snapshot.volume,
      offline: deps.offline(),
      closed,
      reason: text,
      at: new Date(deps.now()).toISOString(),
      ...(commandId ? { commandId } : {}),
    };
  };

  const sendNow = () => {
    clearTimeout(timer);
    const zoneId = deps.heldZone();
    if (!zoneId) return;
    const commandId = pendingCommand;
    pendingCommand = undefined;
    last = keyOf(player.getSnapshot());
    deps
      .send(zoneId, stateNow(commandId))
      .catch((error: unknown) => console.warn("[player] could not tell the zone's state", error));
  };
  const sendSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(sendNow, SETTLE_MS);
  };

  const apply = (command: RemoteCommand) => {
    pendingCommand = command.id;
    if (command.kind === "play") void player.play();
    else if (command.kind === "pause") player.pause();
    else if (command.kind === "next") void player.next();
    else if (command.kind === "volume") player.setVolume(command.value);
    else if (command.kind === "block") void player.block(command.songId);
    else if (command.kind === "message") void deps.playMessage(command.messageId);
    // The manual choice is already in the programme: the state answers at once.
    sendSoon();
  };

  const stopEvents = deps.onZoneEvent((event) => {
    const zoneId = deps.heldZone();
    if (event === "reconnected") return zoneId && sendSoon();
    if (event.kind !== "command" || !zoneId || event.topic !== `zone:${zoneId}`) return;
    apply(event.command);
  });
  const stopPlayer = player.subscribe(() => {
    if (keyOf(player.getSnapshot()) !== last) sendSoon();
  });
  const stopHeld = deps.watchHeld(sendSoon);
  const every = setInterval(() => {
    if (deps.heldZone()) sendNow();
  }, ZONE_STATE_EVERY_MS);

  return () => {
    clearTimeout(timer);
    clearInterval(every);
    stopEvents();
    stopPlayer();
    stopHeld();
  };
}
