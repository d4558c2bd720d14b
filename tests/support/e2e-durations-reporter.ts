/**
 * A Playwright reporter that ends every browser-test run with each spec file's time, slowest
 * first (its tests' durations added up, hooks included), and how long the run took, so the next
 * person who finds the layer slow sees where the time goes. Compare files with each other: the
 * machine is shared.
 */
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class E2eDurationsReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number; project: string }>();
  private readonly started = Date.now();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(`${process.cwd()}/`, "");
    const entry = this.files.get(file) ?? { ms: 0, tests: 0, project: test.parent.project()?.name ?? "" };
    entry.ms += result.duration;
    entry.tests += 1;
    this.files.set(file, entry);
  }

  onEnd(result: FullResult) {
    if (this.files.size === 0) return;
    const rows = [...this.files].sort(([, a], [, b]) => b.ms - a.ms);
    const width = Math.max(...rows.map(([file]) => file.length));
    const total = rows.reduce((sum, [, entry]) => sum + entry.ms, 0);
    const lines = rows.map(
      ([file, { ms, tests, project }]) => `  ${file.padEnd(width)} ${seconds(ms)}  (${tests} test${tests === 1 ? "" : "s"}, ${project})`,
    );
    process.stdout.write(
      `\nTime per spec file, slowest first (sum ${seconds(total).trim()}; the run ${seconds(Date.now() - this.started).trim()}, ${result.status}):\n${lines.join("\n")}\n`,
    );
  }
}
