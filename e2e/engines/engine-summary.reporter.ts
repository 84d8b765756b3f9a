/** One line per engine, then what it could not be made to do: an engine never passes silently. */
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

const ENGINES = ['chromium', 'firefox', 'webkit'];

export default class EngineSummary implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(_result: FullResult): void {
    const lines: string[] = [];
    for (const project of this.root?.suites ?? []) {
      const engine = project.project()?.name ?? '';
      if (!ENGINES.includes(engine)) continue;
      const tests = project.allTests();
      // Listing the tests (--list) runs none: nothing to count.
      if (!tests.some((test) => test.results.length)) continue;
      const count = (outcome: ReturnType<TestCase['outcome']>) =>
        tests.filter((test) => test.outcome() === outcome).length;
      const flaky = count('flaky');
      const skipped = count('skipped');
      lines.push(
        `${engine}: ${count('expected') + flaky} passed${flaky ? ` (${flaky} on retry)` : ''}, ${count('unexpected')} failed${skipped ? `, ${skipped} not run` : ''}`,
      );
      const notes = tests.flatMap((test) => test.results.flatMap((result) => result.annotations));
      const cannot = notes.filter((note) => note.type === 'cannot').map((note) => note.description);
      for (const what of new Set(cannot)) lines.push(`  ${engine} cannot ${what}`);
    }
    if (lines.length) console.log(`\nCross-engine tests:\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
