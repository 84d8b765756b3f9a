import { describe, expect, it } from 'vitest';
import { buildMode } from './build-mode';

describe('a preview build', () => {
  it('is one when PREVIEW is set', () => {
    expect(buildMode({ PREVIEW: 'true' }).preview).toBe(true);
    expect(buildMode({ PREVIEW: '0' }).preview).toBe(false);
    expect(buildMode({}).preview).toBe(false);
  });

  it("is Cloudflare's build of any branch but the production branch, main unless PRODUCTION_BRANCH says", () => {
    expect(buildMode({ WORKERS_CI_BRANCH: 'legal/terms-2027-06-01' }).preview).toBe(true);
    expect(buildMode({ CF_PAGES_BRANCH: 'patch-1' }).preview).toBe(true);
    expect(buildMode({ WORKERS_CI_BRANCH: 'main' }).preview).toBe(false);
    expect(buildMode({ CF_PAGES_BRANCH: 'live', PRODUCTION_BRANCH: 'live' }).preview).toBe(false);
    expect(buildMode({ CF_PAGES_BRANCH: 'main', PRODUCTION_BRANCH: 'live' }).preview).toBe(true);
  });

  it('is never a production build: one build command serves every branch', () => {
    expect(buildMode({ PRODUCTION_BUILD: '1', WORKERS_CI_BRANCH: 'patch-1' })).toMatchObject({
      production: false,
      preview: true,
    });
    expect(buildMode({ PRODUCTION_BUILD: '1', PREVIEW: '1' })).toMatchObject({
      production: false,
      preview: true,
    });
  });

  it('leaves the production branch a production build', () => {
    expect(buildMode({ PRODUCTION_BUILD: '1', WORKERS_CI_BRANCH: 'main' })).toMatchObject({
      production: true,
      preview: false,
    });
  });
});
