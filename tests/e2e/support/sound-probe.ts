import type { Page } from "@playwright/test";

/** What the probe reads of one <audio> element routed into the player's Web Audio graph. */
export interface ProbedElement {
  src: string;
  paused: boolean;
  currentTime: number;
  /** The gain of the element's first gain node (its song's gain), in dB. */
  gainDb: number | null;
  /** The level of its second one (its fade), 0–1. */
  fade: number | null;
  /**
   * The gain of the node after its fade, in dB: for music the ducking under a message
   * (0 dB when not lowered), for a message's voice the master volume.
   */
  afterFadeDb: number | null;
  /** The RMS of the element's own signal before any gain, in dBFS (−Infinity: silence). */
  sourceRmsDb: number;
}

/** A run of time during which two or more elements' audio moved on together. */
export interface Overlap {
  startedAt: number;
  seconds: number;
  /** The fade levels at the start and near the end of the overlap, by element src. */
  first: Record<string, number | null>;
  last: Record<string, number | null>;
}

interface Probe {
  elements(): ProbedElement[];
  overlaps: Overlap[];
}

/**
 * Watches the player's Web Audio graph from inside the page: which element feeds which
 * gain nodes (by wrapping the AudioContext's methods before the app runs), the signal each
 * element gives, and every time two elements play at once (sampled every 50 ms).
 */
export async function installSoundProbe(page: Page) {
  await page.addInitScript(() => {
    type Chain = { element: HTMLMediaElement; gains: GainNode[]; analyser: AnalyserNode };
    const chains: Chain[] = [];
    const bySource = new Map<AudioNode, Chain>();
    const createSource = AudioContext.prototype.createMediaElementSource;
    AudioContext.prototype.createMediaElementSource = function (element) {
      const source = createSource.call(this, element);
      const analyser = this.createAnalyser();
      analyser.fftSize = 2048;
      source.connect(analyser);
      const chain = { element, gains: [], analyser };
      chains.push(chain);
      bySource.set(source, chain);
      return source;
    };
    const connect = AudioNode.prototype.connect as (
      this: AudioNode,
      destination: AudioNode,
    ) => AudioNode;
    // source → song gain → fade → ducking or master: each node joins the chain of the node
    // connected into it.
    (AudioNode.prototype as { connect: typeof connect }).connect = function (destination) {
      const chain = bySource.get(this);
      if (chain && destination instanceof GainNode && chain.gains.length < 3) {
        chain.gains.push(destination);
        // The node after the fade is shared (the music's ducking, the master): it joins no chain.
        if (chain.gains.length < 3) bySource.set(destination, chain);
      }
      return connect.call(this, destination);
    };
    const rmsDb = (analyser: AnalyserNode) => {
      const samples = new Float32Array(analyser.fftSize);
      analyser.getFloatTimeDomainData(samples);
      const power = samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length;
      return 10 * Math.log10(power);
    };
    const read = (chain: Chain) => {
      const [gain, fade, afterFade] = chain.gains;
      return {
        src: chain.element.currentSrc,
        paused: chain.element.paused,
        currentTime: chain.element.currentTime,
        gainDb: gain ? 20 * Math.log10(gain.gain.value) : null,
        fade: fade ? fade.gain.value : null,
        afterFadeDb: afterFade ? 20 * Math.log10(afterFade.gain.value) : null,
        sourceRmsDb: rmsDb(chain.analyser),
      };
    };
    type Run = {
      startedAt: number;
      seconds: number;
      first: Record<string, number | null>;
      last: Record<string, number | null>;
    };
    const last = new Map<HTMLMediaElement, number>();
    let current: Run | null = null;
    // A busy machine can leave an element's currentTime unchanged for a sample while it
    // plays on: a run ends only after this many samples in a row with fewer than two moving.
    const SAMPLES_TO_END = 3;
    let stillSamples = 0;
    const probe = { elements: () => chains.map(read), overlaps: [] as Run[] };
    (window as unknown as { soundProbe: typeof probe }).soundProbe = probe;
    setInterval(() => {
      const moving = chains.filter((chain) => {
        const before = last.get(chain.element);
        last.set(chain.element, chain.element.currentTime);
        return !chain.element.paused && before !== undefined && chain.element.currentTime > before;
      });
      if (moving.length < 2) {
        stillSamples += 1;
        if (stillSamples >= SAMPLES_TO_END) current = null;
        return;
      }
      stillSamples = 0;
      const levels = Object.fromEntries(
        moving.map((chain) => [chain.element.currentSrc, chain.gains[1]?.gain.value ?? null]),
      );
      if (!current) {
        current = { startedAt: performance.now(), seconds: 0, first: levels, last: levels };
        probe.overlaps.push(current);
      }
      current.seconds = (performance.now() - current.startedAt) / 1000;
      current.last = levels;
    }, 50);
  });
}

/** The elements of the graph as they are now. */
export const probedElements = (page: Page) =>
  page.evaluate(() => (window as unknown as { soundProbe: Probe }).soundProbe.elements());

/** The runs of time with two songs playing at once, so far. */
export const probedOverlaps = (page: Page) =>
  page.evaluate(() => (window as unknown as { soundProbe: Probe }).soundProbe.overlaps);
