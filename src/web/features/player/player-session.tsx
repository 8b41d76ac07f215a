import { useEffect } from "react";
import { onBeforeLogout } from "~/web/lib/before-logout";
import { getMusicState, getSong, saveMusicState, saveMusicStateOnExit, toTrack } from "./api";
import { playerEngine } from "./player-engine";
import { restoreQueue } from "./queue-sources";

const SAVE_DELAY_MS = 1000;
// Enough to come back within half a minute after a crash; every 10 s cost a write per shop
// that the load bench counted among the busiest routes.
const SAVE_WHILE_PLAYING_MS = 30_000;

const log = (message: string, error?: unknown) => console.warn(`[player] ${message}`, error ?? "");

/**
 * The user's music state (volume, song, position and the list it was playing from):
 * restored when the dashboard opens, saved 1 s after the last change, every 30 s while
 * playing, when the page is left (beacon) and before logging out. Failures are logged,
 * never shown.
 */
export function PlayerSession() {
  useEffect(() => {
    const engine = playerEngine();
    let disposed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let restored = false;
    // A save the server did not get (offline): the latest state goes when it can.
    let unsent = false;

    const save = () => {
      if (!restored) return Promise.resolve();
      return saveMusicState(engine.persistable()).then(
        () => void (unsent = false),
        (error: unknown) => {
          unsent = true;
          log("could not save the music state", error);
        },
      );
    };
    const saveIfUnsent = () => unsent && void save();
    const saveSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void save(), SAVE_DELAY_MS);
    };
    const saveOnExit = () => restored && saveMusicStateOnExit(engine.persistable());

    async function restore() {
      try {
        const saved = await getMusicState();
        const volume = engine.deviceVolume() ?? saved?.volume ?? 0.5;
        engine.setVolume(volume, { remember: engine.deviceVolume() !== null });
        if (saved) engine.setSound(saved.sound, { remember: false });
        if (!saved) {
          restored = true;
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
            log("the saved song could not be loaded", error);
            restored = true;
            await save(); // back to no song
            return;
          }
        }
      } catch (error) {
        log("could not load the music state", error);
      }
      if (!disposed) restored = true;
    }
    void restore();

    const stopPersist = engine.onPersist(saveSoon);
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
      await save();
      restored = false;
      engine.stop();
    });

    return () => {
      disposed = true;
      saveOnExit();
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
