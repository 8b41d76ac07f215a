/**
 * The player across reloads: what the music state saves of it (song, position, queue,
 * volume, "Sonido"), the saved song put back paused where it was, and the volume this
 * device keeps for itself.
 */
import type {
  MusicStateFields,
  QueueSourceDescriptor,
  SavedQueue,
} from "~/shared/player/music-state";
import { fixedSource, type Track } from "../track";
import { permit } from "./access";
import type { PlayerDependencies } from "./dependencies";
import type { Choices, EngineContext, Position } from "./ports";

export const VOLUME_KEY = "playerVolume";
export const DEFAULT_VOLUME = 0.5;

export function storedVolume(storage: PlayerDependencies["storage"]): number | null {
  const raw = storage.getItem(VOLUME_KEY);
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

/**
 * The saved song, paused at its saved position, with the queue it was playing from
 * (its audio loads only with access). Resuming takes one click: browsers refuse to
 * start sound before the user has touched the page. A song the listener chose before
 * the saved one arrived wins over it.
 */
export async function restore(
  core: Pick<EngineContext, "api" | "now" | "offline" | "queue" | "transport"> & Choices,
  track: Track,
  position: number,
  queue?: Position,
) {
  if (core.queue.position) return;
  const choice = ++core.choice;
  const restoredPosition = queue ?? { source: fixedSource(null, [track]), index: 0 };
  core.queue.position = restoredPosition;
  core.queue.automatic = false;
  const { active, link, offline } = await permit(core, track.id);
  if (choice !== core.choice) return;
  core.queue.show(restoredPosition, track, {
    currentTime: position,
    resumable: true,
    shuffle: Boolean(restoredPosition.source.shuffled),
    offlineLeaseEnded: offline === "leaseEnded",
  });
  if (active && link) core.transport.load(track, choice, link, position);
}

/** What the music state saves of the player now. */
export function persistable(
  core: Pick<EngineContext, "store" | "transport" | "queue">,
): MusicStateFields {
  const { snapshot } = core.store;
  const { audio, pendingSeek } = core.transport;
  const shown = core.queue.shown;
  const track = snapshot.track;
  const descriptor = shown?.source.descriptor;
  return {
    volume: snapshot.volume,
    currentSongId: track?.id ?? null,
    position: Math.round(audio.currentTime * 10) / 10 || pendingSeek || 0,
    queue: track && shown && descriptor ? savedQueue(descriptor, shown) : null,
    sound: snapshot.sound,
  };
}

/** The queue as saved: its index in the source's own order, and the shuffle if any. */
function savedQueue(source: QueueSourceDescriptor, position: Position): SavedQueue {
  const shuffled = position.source.shuffled;
  if (!shuffled) return { source, index: position.index };
  const { seed, first } = shuffled;
  return { source, index: shuffled.sourceIndexAt(position.index), shuffle: { seed, first } };
}
