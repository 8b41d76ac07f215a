/**
 * The loudness analysis (decision 015), two figures.
 *
 * How long it takes: decoding and measuring (integrated loudness, true peak, silent edges)
 * three minutes of stereo music-like sound at 44.1 kHz, as a 128 kbps MP3 and as a 16-bit
 * WAV, best of three runs each. Goal: under 1 s of analysis per minute of audio, so that an
 * upload's analysis never keeps an admin waiting.
 *
 * What it is for: the demo tracks, made as `seed-demo` makes them (MP3s mastered loud,
 * medium and quiet in turn) and measured from their files as the analysis job measures
 * them, in the catalogue's order; the loudness jump from one to the next as mastered and
 * as the player plays them with their gains. Goal: at most 1 LU after.
 *
 * And a message recorded in the browser ("Mensajes"): the WebM/Opus file Chromium's
 * MediaRecorder made of 3 s of a sine, measured on upload before the answer, so its
 * analysis must take well under a second.
 *
 * Run: `npx tsx bench/audio-analysis.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { demoTracks } from "~/server/features/catalog/demo/demo-catalog";
import { generateAmbientTrack } from "~/server/features/catalog/demo/generate-ambient-track";
import { analyzeAudioFile } from "~/server/infra/audio/analyze-audio-file";
import { concat, mp3File, silence, wavFile } from "~/server/infra/audio/synthetic-audio";
import { consecutiveLoudnessSpread } from "~/shared/audio/loudness-spread";
import { playbackGainDb } from "~/shared/audio/playback-gain";
import { failedGoals, reportGoal } from "./support/goals";
import { makeTempDir, removeTempDirs } from "./support/processes";

const SAMPLE_RATE = 44_100;
const MUSIC_SECONDS = 178;
const RUNS = 3;
const GOAL_SECONDS_PER_MINUTE = 1;
const GOAL_SPREAD_AFTER_LU = 1;
const GOAL_MESSAGE_MS = 1000;

/**
 * A chord that changes every 4 s, swelling and fading, with some noise, between 1 s of
 * silence at each end: the two channels differ, as a stereo mix's do.
 */
function musicLike(seconds: number, detune: number): Float32Array {
  const chords = [
    [220, 277.18, 329.63],
    [196, 246.94, 293.66],
    [174.61, 220, 261.63],
    [164.81, 207.65, 246.94],
  ];
  let seed = 7 + detune;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 30 - 1;
  };
  const music = Float32Array.from({ length: seconds * SAMPLE_RATE }, (_, i) => {
    const t = i / SAMPLE_RATE;
    const chord = chords[Math.floor(t / 4) % chords.length] ?? [];
    const swell = 0.55 + 0.45 * Math.sin((2 * Math.PI * t) / 11);
    const tone = chord.reduce((sum, hz) => sum + Math.sin(2 * Math.PI * hz * detune * t), 0);
    return 0.18 * swell * tone + 0.01 * noise();
  });
  return concat(silence(1, SAMPLE_RATE), music, silence(1, SAMPLE_RATE));
}

const folder = makeTempDir("sonaria-audio-analysis-");
try {
  const channels = [musicLike(MUSIC_SECONDS, 1), musicLike(MUSIC_SECONDS, 1.003)];
  const minutes = (channels[0]?.length ?? 0) / SAMPLE_RATE / 60;
  const files = {
    "MP3 128 kbps": path.join(folder, "song.mp3"),
    "WAV 16-bit": path.join(folder, "song.wav"),
  };
  fs.writeFileSync(files["MP3 128 kbps"], mp3File(channels, SAMPLE_RATE, 128));
  fs.writeFileSync(files["WAV 16-bit"], wavFile(channels, SAMPLE_RATE));

  for (const [label, file] of Object.entries(files)) {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let analysis: Awaited<ReturnType<typeof analyzeAudioFile>> | null = null;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      analysis = await analyzeAudioFile(file);
      times.push(performance.now() - started);
      const { user, system } = process.cpuUsage(cpu);
      cpuTimes.push((user + system) / 1000);
    }
    if (!analysis || "unsupported" in analysis) throw new Error(`${label}: not analysed`);
    const perMinute = Math.min(...times) / 1000 / minutes;
    const megabytes = (fs.statSync(file).size / 1024 ** 2).toFixed(1);
    // CPU time next to the wall clock: on a busy machine the second grows, the first less.
    console.log(
      `${label} (${minutes.toFixed(1)} min, ${megabytes} MB): runs ` +
        `${times.map((ms) => Math.round(ms)).join(" / ")} ms ` +
        `(CPU ${cpuTimes.map((ms) => Math.round(ms)).join(" / ")} ms); ` +
        `${analysis.loudnessLufs?.toFixed(1)} LUFS, ${analysis.truePeakDbtp?.toFixed(1)} dBTP, ` +
        `silence ${analysis.leadingSilenceSeconds.toFixed(2)} s + ` +
        `${analysis.trailingSilenceSeconds.toFixed(2)} s`,
    );
    reportGoal({
      goal: `loudness analysis of a ${label} (best of ${RUNS})`,
      target: `< ${GOAL_SECONDS_PER_MINUTE} s per minute of audio`,
      measured: `${perMinute.toFixed(2)} s per minute`,
      pass: perMinute < GOAL_SECONDS_PER_MINUTE,
    });
  }

  const recorded = "src/server/infra/audio/fixtures/recorded-sine-440-3s.webm";
  const recordedTimes: number[] = [];
  let message: Awaited<ReturnType<typeof analyzeAudioFile>> | null = null;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    message = await analyzeAudioFile(recorded);
    recordedTimes.push(performance.now() - started);
  }
  if (!message || "unsupported" in message) throw new Error("the recorded WebM: not analysed");
  console.log(
    `recorded WebM/Opus message (${message.durationSeconds.toFixed(2)} s): ` +
      `${message.loudnessLufs?.toFixed(1)} LUFS, ${message.truePeakDbtp?.toFixed(1)} dBTP`,
  );
  const bestMessage = Math.min(...recordedTimes);
  reportGoal({
    goal: `loudness analysis of a recorded WebM/Opus message (best of ${RUNS})`,
    target: `< ${GOAL_MESSAGE_MS} ms`,
    measured: `${Math.round(bestMessage)} ms`,
    pass: bestMessage < GOAL_MESSAGE_MS && message.loudnessLufs !== null,
  });

  // The same options as seed-demo.ts passes, so the same bytes as the demo uploads.
  const measures = [];
  for (const track of demoTracks) {
    const file = path.join(folder, `demo-${track.seed}.mp3`);
    const { mp3 } = generateAmbientTrack({
      seed: track.seed,
      seconds: track.seconds,
      mood: track.mood,
      gainDb: track.gainDb,
    });
    fs.writeFileSync(file, mp3);
    const analysis = await analyzeAudioFile(file);
    if ("unsupported" in analysis) throw new Error(`${track.title}: ${analysis.reason}`);
    measures.push(analysis);
  }
  const { before, after } = consecutiveLoudnessSpread(measures);
  if (after.pairs !== demoTracks.length - 1) throw new Error("a demo track measured silent");
  const levels = measures.map((measure) => measure.loudnessLufs?.toFixed(1)).join(" / ");
  const gains = measures.map((measure) => playbackGainDb(measure).toFixed(1)).join(" / ");
  console.log(`${demoTracks.length} demo tracks in the catalogue's order: ${levels} LUFS`);
  // The gain stops short of the target only where the true-peak ceiling holds it back.
  console.log(`their gains: ${gains} dB`);
  const jumps = (spread: typeof before) =>
    `largest ${spread.largestLu.toFixed(2)} LU, mean ${spread.meanLu.toFixed(2)} LU`;
  reportGoal({
    goal: `loudness jump between consecutive demo tracks as mastered (${before.pairs} pairs)`,
    target: "reported",
    measured: jumps(before),
    pass: null,
  });
  reportGoal({
    goal: `loudness jump between consecutive demo tracks with their gains (${after.pairs} pairs)`,
    target: `largest ≤ ${GOAL_SPREAD_AFTER_LU} LU`,
    measured: jumps(after),
    pass: after.largestLu <= GOAL_SPREAD_AFTER_LU,
  });
} finally {
  removeTempDirs();
}

const failed = failedGoals();
if (failed.length) {
  console.error(`\nFAIL:\n${failed.join("\n")}`);
  process.exit(1);
}
console.log(
  `\nOK: under ${GOAL_SECONDS_PER_MINUTE} s per minute of audio; ` +
    `demo tracks level to within ${GOAL_SPREAD_AFTER_LU} LU.`,
);
