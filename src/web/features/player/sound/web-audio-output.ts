import { equalPowerSteps } from "./equal-power";
import {
  type Ducking,
  ElementVolumeOutput,
  levelAt,
  type SoundElement,
  type SoundOutput,
  type Stage,
} from "./sound-output";

interface Graph {
  context: AudioContext;
  master: GainNode;
  /** Every music element goes through it: lowered while a message plays over the music. */
  music: GainNode;
}

/** An element's nodes: its song's gain, then its fade level. */
interface StageNodes {
  gain: GainNode;
  fade: GainNode;
}

/** Points per second of a fade's automation: a line this finely broken is a sine to the ear. */
const FADE_POINTS_PER_SECOND = 30;
/** How quickly a new gain or volume is reached (a time constant): quick, without a click. */
const GLIDE_SECONDS = 0.02;

/**
 * The player's Web Audio graph: each element → its song's gain → its fade → (music only)
 * the music's ducking → the master volume → the speakers. Browsers let an AudioContext run only after a gesture, and an
 * element routed into a context that does not run is silent: until the context runs (and
 * where there is no Web Audio) the elements play through their own volume instead.
 */
export class WebAudioOutput extends ElementVolumeOutput {
  private graph: Graph | null = null;
  private unavailable = false;
  private readonly nodes = new Map<SoundElement, StageNodes>();

  override start() {
    if (this.unavailable) return;
    try {
      this.graph ??= this.createGraph();
      const { context } = this.graph;
      if (context.state !== "running") void context.resume().catch(() => {});
      this.connectAll();
    } catch (error) {
      this.unavailable = true;
      console.warn("[player] Web Audio could not start; each element's volume is used", error);
    }
  }

  override attach(element: SoundElement) {
    super.attach(element);
    this.connectAll();
  }

  override setVolume(volume: number) {
    super.setVolume(volume);
    const graph = this.graph;
    graph?.master.gain.setTargetAtTime(volume, graph.context.currentTime, GLIDE_SECONDS);
  }

  private createGraph(): Graph {
    const context = new AudioContext();
    const master = context.createGain();
    master.gain.value = this.volume;
    master.connect(context.destination);
    const music = context.createGain();
    music.gain.value = this.duckLevel(performance.now());
    music.connect(master);
    context.addEventListener("statechange", () => this.connectAll());
    return { context, master, music };
  }

  protected override runDuck(ducking: Ducking) {
    const graph = this.graph;
    if (!graph || graph.context.state !== "running") return super.runDuck(ducking);
    const param = graph.music.gain;
    const now = graph.context.currentTime;
    param.cancelScheduledValues(0);
    param.setValueAtTime(ducking.from, now);
    param.linearRampToValueAtTime(ducking.to, now + ducking.seconds);
    // Elements not in the graph yet follow by their own volume.
    super.runDuck(ducking);
  }

  private connectAll() {
    const graph = this.graph;
    if (graph?.context.state !== "running") return;
    for (const [element, stage] of this.stages)
      if (!this.nodes.has(element)) this.connect(graph, element, stage);
  }

  private connect({ context, master, music }: Graph, element: SoundElement, stage: Stage) {
    if (!(element instanceof HTMLMediaElement)) return;
    try {
      const source = context.createMediaElementSource(element);
      const nodes = { gain: context.createGain(), fade: context.createGain() };
      source
        .connect(nodes.gain)
        .connect(nodes.fade)
        .connect(stage.role === "music" ? music : master);
      this.nodes.set(element, nodes);
    } catch (error) {
      console.warn("[player] an element could not join the Web Audio graph", error);
      return;
    }
    element.volume = 1;
    this.apply(element);
    this.run(element, stage);
  }

  protected override apply(element: SoundElement) {
    const nodes = this.nodes.get(element);
    const stage = this.stages.get(element);
    if (!nodes || !stage || !this.graph) return super.apply(element);
    nodes.gain.gain.setTargetAtTime(
      this.linearGain(stage),
      this.graph.context.currentTime,
      GLIDE_SECONDS,
    );
  }

  protected override run(element: SoundElement, stage: Stage) {
    const nodes = this.nodes.get(element);
    if (!nodes || !this.graph) return super.run(element, stage);
    this.stopTicking(element);
    const param = nodes.fade.gain;
    const now = this.graph.context.currentTime;
    const { fade } = stage;
    param.cancelScheduledValues(0);
    param.setValueAtTime(levelAt(fade, performance.now()), now);
    if (fade.seconds <= 0) return;
    const points = Math.max(2, Math.ceil(fade.seconds * FADE_POINTS_PER_SECOND));
    equalPowerSteps(fade.from, fade.to, points).forEach((level, i) =>
      param.linearRampToValueAtTime(level, now + (fade.seconds * (i + 1)) / points),
    );
  }
}

/** The browser's output: a Web Audio graph where the browser has one. */
export function browserSoundOutput(): SoundOutput {
  return typeof AudioContext === "function" ? new WebAudioOutput() : new ElementVolumeOutput();
}
