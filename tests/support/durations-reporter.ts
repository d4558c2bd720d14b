/**
 * A vitest reporter that ends every run with each test file's time, slowest first: importing it
 * (collect), then its tests and hooks (beforeAll starts the sites), so the next person who finds
 * the suite slow sees where the time goes. Compare files with each other: the machine is shared.
 */
import type { Reporter, TestModule } from "vitest/node";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class DurationsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (testModules.length === 0) return;
    const rows = testModules
      .map((module) => {
        const { collectDuration, duration } = module.diagnostic();
        const cpuMs = module.meta().cpuMs;
        return { name: `${module.project.name} ${module.moduleId.replace(`${process.cwd()}/`, "")}`, collectDuration, duration, cpuMs };
      })
      .sort((a, b) => b.collectDuration + b.duration - (a.collectDuration + a.duration));
    const width = Math.max(...rows.map((row) => row.name.length));
    const lines = rows.map(
      (row) =>
        `  ${row.name.padEnd(width)} ${seconds(row.collectDuration + row.duration)}  (import ${seconds(row.collectDuration)}, tests and hooks ${seconds(row.duration)}${row.cpuMs === undefined ? "" : `; CPU ${seconds(row.cpuMs).trim()}`})`,
    );
    const total = rows.reduce((sum, row) => sum + row.collectDuration + row.duration, 0);
    const cpu = rows.reduce((sum, row) => sum + (row.cpuMs ?? 0), 0);
    const cpuNote = rows.some((row) => row.cpuMs !== undefined) ? `, CPU ${seconds(cpu).trim()}` : "";
    process.stdout.write(`\nTime per test file, slowest first (sum ${seconds(total).trim()}${cpuNote}):\n${lines.join("\n")}\n`);
  }
}
