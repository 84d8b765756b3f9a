import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowProbe, withProbe } from './probing-proxy';

const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' 'sha256-abc=';style-src 'self'"><script>theme()</script></head><body></body></html>`;

describe('withProbe', () => {
  it('puts the probe right after the page policy, which allows it by its hash', () => {
    const probed = withProbe(page);
    const [, policy, probe] =
      /<meta http-equiv="content-security-policy" content="([^"]*)"><script>([^<]*)<\/script><script>theme\(\)/.exec(
        probed,
      )!;
    const hash = createHash('sha256').update(probe!).digest('base64');
    expect(policy).toBe(
      `default-src 'self';script-src 'self' 'sha256-${hash}' 'sha256-abc=';style-src 'self'`,
    );
  });

  it('leaves a page without a policy as it is, so the missing probe fails the test that reads it', () => {
    const bare = '<html><head></head><body></body></html>';
    expect(withProbe(bare)).toBe(bare);
  });
});

describe('allowProbe', () => {
  it("adds the probe's hash to the header's policy, and changes nothing else", () => {
    const probe = /<script>([^<]*)<\/script><script>theme/.exec(withProbe(page))![1]!;
    const hash = createHash('sha256').update(probe).digest('base64');
    const header = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";
    expect(allowProbe(header)).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${hash}' 'sha256-abc='; frame-ancestors 'none'`,
    );
  });
});
