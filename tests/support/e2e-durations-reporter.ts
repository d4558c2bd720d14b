/**
 * A Playwright reporter that ends every browser-test run with each spec file's time, slowest
 * first (its tests' durations added up, hooks included), and how long the run took, so the next
 * person who finds the layer slow sees where the time goes. Compare files with each other: the
 * machine is shared.
 *
 * Before that it prints what the page showed when a test failed (the start of its accessibility
 * snapshot), since a CI run keeps only its printed output: a failure on a loaded machine is read
 * from what the page was, not guessed at.
 */
import { existsSync, readFileSync } from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Lines of a failed page's snapshot printed, from its main landmark on. */
const SNAPSHOT_LINES = 60;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

export default class E2eDurationsReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number; project: string }>();
  private readonly started = Date.now();
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(`${process.cwd()}/`, "");
    const entry = this.files.get(file) ?? { ms: 0, tests: 0, project: test.parent.project()?.name ?? "" };
    entry.ms += result.duration;
    entry.tests += 1;
    this.files.set(file, entry);
    if (result.status !== "failed" && result.status !== "timedOut") return;
    const context = result.attachments.find((attachment) => attachment.name === "error-context" && attachment.path);
    if (!context?.path || !existsSync(context.path)) return;
    const all = readFileSync(context.path, "utf8").split("\n");
    // The page's main landmark (or its whole snapshot when it has none): the header is the same on every page.
    const main = all.findIndex((line) => /^\s*- main\b/.test(line));
    const indent = main >= 0 ? all[main]!.search(/\S/) : 0;
    const lines = (main >= 0 ? all.slice(main) : all.slice(Math.max(0, all.indexOf("```yaml")))).map((line) =>
      line.slice(Math.min(indent, line.search(/\S|$/))),
    );
    const shown = lines.slice(0, SNAPSHOT_LINES).join("\n");
    this.failures.push(`\nWhat the page showed when "${test.title}" failed:\n${shown}${lines.length > SNAPSHOT_LINES ? "\n  …" : ""}\n`);
  }

  onEnd(result: FullResult) {
    for (const failure of this.failures) process.stdout.write(failure);
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
