/**
 * Summarises a V8 CPU profile (bench:pages with BENCH_PROFILE): the top frames by self time
 * and by inclusive time, as a share of the profile's samples.
 * Usage: tsx tests/bench/profile-top.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-top.ts <file.cpuprofile> [rows]");
const rows = Number(rowsArg ?? 12);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const frameOf = (node: Node) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(build|node_modules)\//, "$1/")}:${lineNumber + 1}:${columnNumber + 1}` : "";
  return `${functionName || "(anonymous)"} ${where}`.trim();
};
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
for (const [index, sample] of profile.samples.entries()) {
  const weight = profile.timeDeltas[index] ?? 0;
  total += weight;
  const leaf = byId.get(sample)!;
  self.set(frameOf(leaf), (self.get(frameOf(leaf)) ?? 0) + weight);
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const frame = frameOf(byId.get(id)!);
    if (seen.has(frame)) continue;
    seen.add(frame);
    inclusive.set(frame, (inclusive.get(frame) ?? 0) + weight);
  }
}
const print = (title: string, table: Map<string, number>) => {
  console.log(`${title} (${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [frame, time] of [...table].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`  ${((100 * time) / total).toFixed(1).padStart(5)}%  ${frame.slice(0, 140)}`);
  }
};
print("self", self);
print("inclusive", new Map([...inclusive].filter(([frame]) => !/^\((root|program|idle)\)/.test(frame))));
