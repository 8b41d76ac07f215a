/**
 * API calls have the latency goal; audio responses are reported apart, and so is the
 * probe of the server's baseline (bench/load/probe.ts).
 */
export type RouteKind = "api" | "audio" | "probe";

export interface RouteRecord {
  kind: RouteKind;
  /** Milliseconds of every response that arrived (wrong statuses included). */
  times: number[];
  /** Requests without a response: network errors and timeouts. */
  lost: number;
  /** Responses or requests that went wrong, whatever the way. */
  errors: number;
  /** Another timing of requests counted under another route (the audio's first byte). */
  derived: boolean;
}

/**
 * What the virtual users saw, by route template (`GET /api/songs?page=:n`, never the raw
 * URL), and each kind of problem counted, so that the report can say what went wrong.
 */
export function createRecorder() {
  const routes = new Map<string, RouteRecord>();
  const problems = new Map<string, number>();

  function entry(route: string, kind: RouteKind, derived = false): RouteRecord {
    let record = routes.get(route);
    if (!record) {
      record = { kind, times: [], lost: 0, errors: 0, derived };
      routes.set(route, record);
    }
    return record;
  }
  function countProblem(route: string, problem: string) {
    const key = `${route}: ${problem}`;
    problems.set(key, (problems.get(key) ?? 0) + 1);
  }

  return {
    routes,
    problems,
    /** Requests so far, answered or not. */
    requests() {
      let total = 0;
      for (const record of routes.values())
        if (!record.derived) total += record.times.length + record.lost;
      return total;
    },
    /** A response arrived after `ms`; `problem` says what is wrong with it, or null. */
    response(route: string, kind: RouteKind, ms: number, problem: string | null) {
      const record = entry(route, kind);
      record.times.push(ms);
      if (problem) {
        record.errors++;
        countProblem(route, problem);
      }
    },
    /** An earlier moment of a request that `response` records (its headers' arrival). */
    partial(route: string, kind: RouteKind, ms: number) {
      entry(route, kind, true).times.push(ms);
    },
    /** No response came. */
    lost(route: string, kind: RouteKind, problem: string) {
      const record = entry(route, kind);
      record.lost++;
      record.errors++;
      countProblem(route, problem);
    },
    /** A request counted already went wrong afterwards (a stream that was cut). */
    failedLater(route: string, kind: RouteKind, problem: string) {
      entry(route, kind).errors++;
      countProblem(route, problem);
    },
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
