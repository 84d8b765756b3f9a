import { describe, expect, it, vi } from 'vitest';
import { describeTimes, runLanes, type Phase, type PhaseTime } from './phases';

const node = (name: string, script: string): Phase => ({
  name,
  command: [process.execPath, '-e', script],
});

describe('runLanes', () => {
  it('runs each lane in order, the lanes side by side, and records every phase', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const times: PhaseTime[] = [];
    // The second lane's phase ends only once the first lane's has started: they overlap.
    const flag = `/tmp/phases-test-${process.pid}`;
    const ok = await runLanes(
      [
        [
          node('first', `require('fs').writeFileSync('${flag}', '')`),
          node('second', 'process.exit(0)'),
        ],
        [
          node(
            'beside',
            `const f = require('fs'); const t = setInterval(() => { if (f.existsSync('${flag}')) { f.rmSync('${flag}'); console.log('saw it'); clearInterval(t); } }, 20)`,
          ),
        ],
      ],
      times,
    );
    const printed = write.mock.calls.map(([text]) => String(text)).join('');
    write.mockRestore();
    expect(ok).toBe(true);
    expect(times.map(({ name, background }) => [name, background]).sort()).toEqual([
      ['beside', true],
      ['first', false],
      ['second', false],
    ]);
    expect(printed).toContain('── beside ──\nsaw it');
  });

  it('stops the other lanes and the rest of its own when a phase fails', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const times: PhaseTime[] = [];
    const started = performance.now();
    const ok = await runLanes(
      [
        [node('fails', 'setTimeout(() => process.exit(3), 200)'), node('never runs', '')],
        [node('would take a minute', 'setTimeout(() => {}, 60_000)')],
      ],
      times,
    );
    const reported = error.mock.calls;
    write.mockRestore();
    error.mockRestore();
    expect(ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(times.map((time) => time.name).sort()).toEqual(['fails', 'would take a minute']);
    expect(reported).toEqual([['\nfails failed.']]);
  });

  it('fails a phase whose command cannot start, and says why', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ok = await runLanes([[{ name: 'missing', command: ['no-such-command-here'] }]]);
    const said = write.mock.calls.map(([text]) => String(text)).join('');
    write.mockRestore();
    error.mockRestore();
    expect(ok).toBe(false);
    expect(said).toContain('missing: spawn no-such-command-here ENOENT');
  });
});

describe('describeTimes', () => {
  it('lists each phase, marks the background ones and ends with the whole run', () => {
    expect(
      describeTimes(
        [
          { name: 'eslint .', seconds: 71, background: false },
          { name: 'astro build', seconds: 40, background: true },
        ],
        75,
      ),
    ).toBe(
      ['   71 s  eslint .', '   40 s  astro build  (in the background)', '   75 s  in all'].join(
        '\n',
      ),
    );
  });
});
