import type { Access } from "./accounts/access";
import { playerHomeCopy } from "./copy/player-home";
import { onFirstUse } from "./intl/on-first-use";
import type { TeamRole } from "./accounts/team";
import type { NowPlaying } from "./playback-claims/schema";

/** What the start page's first render reads: the document's answers (decision 030). */
export interface StartPageAnswers {
  reader: { access: Pick<Access, "active" | "state">; team: { teamRole: TeamRole | null } };
  /** The reader's establishments; undefined when the document did not bring them. */
  establishments: readonly unknown[] | undefined;
  /** What sounds in the account's establishments; undefined when not brought. */
  nowPlaying: NowPlaying | undefined;
  /** This user's saved music state (null: none); undefined when not brought. */
  musicState: { currentSongId: string | null } | null | undefined;
  /** The app was installed on this device, as far as the server can know (its cookie). */
  appInstalled: boolean;
}

/** The "Sonando ahora" card as it is first drawn: nothing sounds, or a song sounds elsewhere. */
export type FirstNowSounding =
  { song: null } | { song: { title: string; artist: string }; establishments: string[] };

/**
 * The "Sonando ahora" card exactly as the start page will first draw it, right under its
 * heading, so the skeleton can draw it from the first paint — or null when the answers do
 * not say so for sure: a box may come above it (the upsell, a new owner's first steps),
 * or it will change as the page starts (a song this device left paused is restored after
 * the first render, and then shown instead of "nothing").
 */
export function firstNowSounding(answers: StartPageAnswers): FirstNowSounding | null {
  const { reader, establishments, nowPlaying, musicState } = answers;
  if (!reader.access.active || !nowPlaying) return null;
  const owner = reader.access.state.kind !== "admin";
  // The first steps show until an owner who pays has an establishment and the app.
  if (owner && reader.team.teamRole === "owner") {
    if (!establishments || establishments.length === 0 || !answers.appInstalled) return null;
  }
  if (nowPlaying.song && nowPlaying.establishments.length > 0)
    return {
      song: { title: nowPlaying.song.title, artist: nowPlaying.song.artist },
      establishments: establishmentLabels(nowPlaying.establishments),
    };
  if (musicState === undefined || musicState?.currentSongId) return null;
  return { song: null };
}

const establishmentsList = onFirstUse(() => new Intl.ListFormat("es-ES", { type: "conjunction" }));

/**
 * Where a song sounds, zone by zone: "Cafetería Lumen · Sala y Terraza" in one
 * establishment; in several, each zone with its own ("Lumen · Sala", "Lumen Dos · Principal").
 */
export function establishmentLabels(establishments: NowPlaying["establishments"]): string[] {
  const label = (name: string, zones: readonly string[]) =>
    zones.length > 0 ? playerHomeCopy.zones(name, establishmentsList().format(zones)) : name;
  if (establishments.length === 1 && establishments[0])
    return [label(establishments[0].name, establishments[0].zones)];
  return establishments.flatMap((establishment) =>
    establishment.zones.length > 0
      ? establishment.zones.map((zone) => label(establishment.name, [zone]))
      : [establishment.name],
  );
}

/** "En Bar Centro · Sala y Café Sol · Principal": where a song sounds, as the card says it. */
export const soundsIn = (establishments: readonly string[]) =>
  playerHomeCopy.where(establishmentsList().format(establishments));

/**
 * `firstNowSounding` from a document's answers, each read by its path (the server's
 * record of them, or the skeleton's peek into the page's data block).
 */
export function firstNowSoundingOf(
  answerOf: (path: string) => unknown,
  appInstalled: boolean,
): FirstNowSounding | null {
  const reader = answerOf("/api/session") as StartPageAnswers["reader"] | null | undefined;
  if (!reader) return null;
  return firstNowSounding({
    reader,
    establishments: answerOf("/api/establishments") as StartPageAnswers["establishments"],
    nowPlaying: answerOf("/api/now-playing") as StartPageAnswers["nowPlaying"],
    musicState: answerOf("/api/music-state") as StartPageAnswers["musicState"],
    appInstalled,
  });
}
