import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';

/** How many spec files the summary names. */
const SHOWN = 20;

/**
 * Prints, after the run, the spec files that took longest (their tests' time summed, hooks
 * included) and each one's share of the whole: where to look first when the browser tests slow.
 */
export default class TimelineReporter implements Reporter {
  private readonly byFile = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.byFile.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.byFile.set(file, entry);
  }

  onEnd() {
    const total = [...this.byFile.values()].reduce((sum, entry) => sum + entry.ms, 0);
    if (total === 0) return;
    const rows = [...this.byFile].sort(([, a], [, b]) => b.ms - a.ms).slice(0, SHOWN);
    const lines = rows.map(
      ([file, { ms, tests }]) =>
        `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${String(tests).padStart(3)} tests  ${file}`,
    );
    console.log(
      `\nSlowest spec files (test time summed over workers, ${(total / 1000).toFixed(0)} s in all):\n${lines.join('\n')}`,
    );
  }

  printsToStdio() {
    return false;
  }
}
