/**
 * vitest setup file: each test file's CPU time, kept in its meta for the durations reporter
 * (tests/support/durations-reporter.ts). Wall time on a shared machine says little; CPU time
 * says what a file costs. It counts this process (the import and the tests), the processes it
 * started and waited for (a site's workerd, once closed), and those still running at the end.
 */
import { readdirSync, readFileSync } from "node:fs";
import { afterAll } from "vitest";

/** Linux's clock ticks per second for /proc's times (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** [utime, stime, cutime, cstime, ppid] of a process, or null where /proc does not have it. */
function statOf(pid: number | "self"): { cpu: number; children: number; ppid: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: the fields after it.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const tick = (i: number) => Number(fields[i]) * (1000 / TICKS_PER_SECOND);
    return { cpu: tick(11) + tick(12), children: tick(13) + tick(14), ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** CPU milliseconds of this process, of the children it has reaped, and of its live descendants. */
function cpuMs(): number | null {
  const self = statOf("self");
  if (!self) return null;
  const parents = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(Number(name));
    if (!stat) continue;
    cpu.set(Number(name), stat.cpu + stat.children);
    parents.set(stat.ppid, [...(parents.get(stat.ppid) ?? []), Number(name)]);
  }
  let live = 0;
  const queue = [...(parents.get(process.pid) ?? [])];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    live += cpu.get(pid) ?? 0;
    queue.push(...(parents.get(pid) ?? []));
  }
  return self.cpu + self.children + live;
}

const started = cpuMs();

// vitest reads a hook's first parameter as the fixtures it wants (none): the file is the second.
// biome-ignore lint/correctness/noEmptyPattern: the fixtures vitest hands a hook, none of which this uses
afterAll(({}, file) => {
  const ended = cpuMs();
  if (started !== null && ended !== null) file.meta.cpuMs = ended - started;
});

declare module "vitest" {
  interface TaskMeta {
    /** The file's CPU milliseconds (tests/support/file-cpu.ts). */
    cpuMs?: number;
  }
}
