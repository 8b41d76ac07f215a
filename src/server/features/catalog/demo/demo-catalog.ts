import type { AmbientTrackOptions } from "./generate-ambient-track";

export interface DemoGenre {
  name: string;
}

export interface DemoTrack {
  title: string;
  artist: string;
  genre: string;
  seed: number;
  mood: AmbientTrackOptions["mood"];
  seconds: number;
  /** Its mastering level (generate-ambient-track.ts): the demo takes LOUD, MEDIUM and QUIET in turn. */
  gainDb: number;
}

// About −8, −14 and −22 LUFS (a loud pop master, a streaming one, a quiet classical one),
// so that the player's loudness normalisation is plain to hear in the demo.
const LOUD = 9;
const MEDIUM = 2.5;
const QUIET = -5.5;

export interface DemoPlaylist {
  name: string;
  trackTitles: string[];
}

// Fictional artists and titles: the demo must never look like licensed third-party music.
export const demoGenres: DemoGenre[] = [
  { name: "Ambiental" },
  { name: "Chill" },
  { name: "Lounge" },
  { name: "Acústico suave" },
];

export const demoTracks: DemoTrack[] = [
  {
    title: "Brisa de mediodía",
    artist: "Estudio Marea",
    genre: "Ambiental",
    seed: 1101,
    mood: "calm",
    seconds: 20,
    gainDb: LOUD,
  },
  {
    title: "Niebla sobre el puerto",
    artist: "Estudio Marea",
    genre: "Ambiental",
    seed: 1102,
    mood: "night",
    seconds: 22,
    gainDb: MEDIUM,
  },
  {
    title: "Jardín interior",
    artist: "Colectivo Albahaca",
    genre: "Ambiental",
    seed: 1103,
    mood: "calm",
    seconds: 18,
    gainDb: QUIET,
  },
  {
    title: "Café en la plaza",
    artist: "Los Tejados Azules",
    genre: "Chill",
    seed: 2201,
    mood: "warm",
    seconds: 20,
    gainDb: LOUD,
  },
  {
    title: "Terraza al atardecer",
    artist: "Los Tejados Azules",
    genre: "Chill",
    seed: 2202,
    mood: "bright",
    seconds: 24,
    gainDb: MEDIUM,
  },
  {
    title: "Domingo sin prisa",
    artist: "Nube de Azahar",
    genre: "Chill",
    seed: 2203,
    mood: "calm",
    seconds: 16,
    gainDb: QUIET,
  },
  {
    title: "Vestíbulo de terciopelo",
    artist: "Trío Alameda",
    genre: "Lounge",
    seed: 3301,
    mood: "warm",
    seconds: 22,
    gainDb: LOUD,
  },
  {
    title: "Copa en la azotea",
    artist: "Trío Alameda",
    genre: "Lounge",
    seed: 3302,
    mood: "night",
    seconds: 20,
    gainDb: MEDIUM,
  },
  {
    title: "Recepción de medianoche",
    artist: "Salón Cobalto",
    genre: "Lounge",
    seed: 3303,
    mood: "night",
    seconds: 18,
    gainDb: QUIET,
  },
  {
    title: "Mercado de la mañana",
    artist: "Cuerdas del Olivar",
    genre: "Acústico suave",
    seed: 4401,
    mood: "bright",
    seconds: 20,
    gainDb: LOUD,
  },
  {
    title: "Librería de barrio",
    artist: "Cuerdas del Olivar",
    genre: "Acústico suave",
    seed: 4402,
    mood: "warm",
    seconds: 24,
    gainDb: MEDIUM,
  },
  {
    title: "Paseo por la alameda",
    artist: "Lucía Robledal",
    genre: "Acústico suave",
    seed: 4403,
    mood: "bright",
    seconds: 16,
    gainDb: QUIET,
  },
];

export const demoPublicPlaylists: DemoPlaylist[] = [
  {
    name: "Tarde tranquila",
    trackTitles: [
      "Brisa de mediodía",
      "Café en la plaza",
      "Terraza al atardecer",
      "Vestíbulo de terciopelo",
      "Librería de barrio",
      "Jardín interior",
    ],
  },
];
