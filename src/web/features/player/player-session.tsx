import { useEffect } from "react";
import { ApiError, isRetryable } from "~/web/lib/api-client";
import { onBeforeLogout } from "~/web/lib/before-logout";
import { getMusicState, getSong, saveMusicState, saveMusicStateOnExit, toTrack } from "./api";
import { musicStateSaver, retryDelay } from "./music-state-saver";
import { playerEngine } from "./player-engine";
import { restoreQueue } from "./queue-sources";

const SAVE_DELAY_MS = 1000;
// Enough to come back within half a minute after a crash; every 10 s cost a write per shop
// that the load bench counted among the busiest routes.
const SAVE_WHILE_PLAYING_MS = 30_000;

const log = (message: string, error?: unknown) => console.warn(`[player] ${message}`, error ?? "");

/** No answer, or the server failing for a moment (a 503 while its database restarts). */
const mayPass = (error: unknown) => error instanceof ApiError && isRetryable(error);

/**
 * The user's music state (volume, song, position and the list it was playing from):
 * restored when the dashboard opens, saved 1 s after the last change, every 30 s while
 * playing, when the page is left (beacon) and before logging out. A save or a restore
 * that meets no answer or a 503 (the server restarting, its database dropping) is tried
 * again by itself; until the saved state has been read, nothing is saved over it.
 * Failures are logged, never shown.
 */
export function PlayerSession() {
  useEffect(() => {
    const engine = playerEngine();
    let disposed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let restored = false;
    // A page that only restored (a phone used as a remote) has nothing of its own to keep:
    // leaving it must not write its old song over what the playing device saved since.
    let changedHere = false;
    let restoreRetry: ReturnType<typeof setTimeout> | undefined;
    const saver = musicStateSaver({
      send: saveMusicState,
      current: () => engine.persistable(),
      log,
    });

    const save = () => (restored ? saver.save() : Promise.resolve());
    const saveIfUnsent = () => saver.retryNow();
    const saveSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void save(), SAVE_DELAY_MS);
    };
    const saveOnExit = () => restored && changedHere && saveMusicStateOnExit(engine.persistable());

    async function restore(failures = 0) {
      // Saving now would write over the state that could not be read: read it again later.
      const later = (error: unknown) => {
        log("could not load the music state; trying again", error);
        restoreRetry = setTimeout(() => void restore(failures + 1), retryDelay(failures));
      };
      try {
        const saved = await getMusicState().catch((error: unknown) => {
          if (!mayPass(error) || disposed) throw error;
          later(error);
          return "later" as const;
        });
        if (saved === "later") return;
        const volume = engine.deviceVolume() ?? saved?.volume ?? 0.5;
        engine.setVolume(volume, { remember: engine.deviceVolume() !== null });
        if (saved) engine.setSound(saved.sound, { remember: false });
        if (!saved) {
          restored = true;
          engine.restoreDone();
          await save();
          return;
        }
        const songId = saved.currentSongId;
        if (songId && !engine.getSnapshot().track) {
          try {
            const [song, queue] = await Promise.all([
              getSong(songId),
              saved.queue && restoreQueue(saved.queue, songId).catch(() => null),
            ]);
            await engine.restore(toTrack(song), saved.position, queue ?? undefined);
          } catch (error) {
            if (mayPass(error) && !disposed) return later(error);
            log("the saved song could not be loaded", error);
            restored = true;
            engine.restoreDone();
            await save(); // back to no song
            return;
          }
        }
      } catch (error) {
        log("could not load the music state", error);
      }
      if (!disposed) restored = true;
      engine.restoreDone();
    }
    void restore();

    const stopPersist = engine.onPersist(() => {
      if (restored) changedHere = true;
      saveSoon();
    });
    const periodic = setInterval(
      () => (engine.getSnapshot().playing ? void save() : saveIfUnsent()),
      SAVE_WHILE_PLAYING_MS,
    );
    window.addEventListener("online", saveIfUnsent);
    const onHide = () => document.visibilityState === "hidden" && saveOnExit();
    window.addEventListener("pagehide", saveOnExit);
    document.addEventListener("visibilitychange", onHide);
    const stopLogoutHook = onBeforeLogout(async () => {
      clearTimeout(timer);
      clearTimeout(restoreRetry);
      if (changedHere) await save();
      saver.stop();
      restored = false;
      engine.stop();
    });

    return () => {
      disposed = true;
      saveOnExit();
      saver.stop();
      clearTimeout(restoreRetry);
      clearTimeout(timer);
      clearInterval(periodic);
      stopPersist();
      stopLogoutHook();
      window.removeEventListener("pagehide", saveOnExit);
      window.removeEventListener("online", saveIfUnsent);
      document.removeEventListener("visibilitychange", onHide);
      engine.stop();
    };
  }, []);
  return null;
}
