import fs from "node:fs";
import os from "node:os";

/** USER_HZ: the unit of /proc times, 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (user + system), or null where /proc cannot tell. */
function processCpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces: the fields start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0] as string;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export interface CpuFigures {
  /** Per group: CPU seconds used over the window ÷ its length (1 = one core busy). */
  cores: Record<string, number | null>;
  /** The whole machine, 0–1 of all its cores. */
  machineBusy: number | null;
  cpuCount: number;
  loadAverage: number;
}

/**
 * Measures CPU use over a window: of named groups of processes (the server, the
 * database's backends) and of the whole machine — other work on it shows there.
 */
export function startCpuWindow(groups: Record<string, number[]>) {
  const started = performance.now();
  const machineBefore = machineTicks();
  const before = new Map<number, number | null>();
  for (const pids of Object.values(groups))
    for (const pid of pids) before.set(pid, processCpuSeconds(pid));

  /** `groups` now: a process that appeared meanwhile counts from its start. */
  return function finish(groupsNow: Record<string, number[]>): CpuFigures {
    const seconds = (performance.now() - started) / 1000;
    const cores: Record<string, number | null> = {};
    for (const [name, pids] of Object.entries(groupsNow)) {
      let used = 0;
      let readable = false;
      for (const pid of pids) {
        const now = processCpuSeconds(pid);
        if (now === null) continue; // ended meanwhile
        readable = true;
        used += now - (before.get(pid) ?? 0);
      }
      cores[name] = readable ? used / seconds : null;
    }
    const machineAfter = machineTicks();
    const machineBusy =
      machineBefore && machineAfter
        ? (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)
        : null;
    return {
      cores,
      machineBusy,
      cpuCount: os.availableParallelism(),
      loadAverage: os.loadavg()[0] ?? 0,
    };
  };
}
