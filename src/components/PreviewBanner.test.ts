/**
 * A preview build marks every page as a draft: the banner in the page's language, and `noindex`
 * in the head whatever the page says of itself. A production build never does.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PreviewBanner from './PreviewBanner.astro';
import Seo from './Seo.astro';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const banner = (path = '/terms') =>
  container.renderToString(PreviewBanner, {
    request: new Request(`http://localhost${path}`),
  });
const head = () =>
  container.renderToString(Seo, {
    props: { description: 'The rules of the daily sweepstakes, in full.', translated: true },
    request: new Request('http://localhost/terms'),
  });
const robots = '<meta name="robots" content="noindex">';

describe('a preview build', () => {
  it("shows the banner and keeps every page out of search engines' indexes", async () => {
    vi.stubEnv('WORKERS_CI_BRANCH', 'legal/terms-2027-06-01');
    expect(await banner()).toContain(
      'Preview: this is a draft of unpublished text for review, not the published site.',
    );
    expect(await head()).toContain(robots);
  });
});

describe('any other build', () => {
  it('shows no banner and leaves indexing to the page', async () => {
    vi.stubEnv('WORKERS_CI_BRANCH', 'main');
    expect(await banner()).not.toContain('data-preview-banner');
    expect(await head()).not.toContain(robots);
  });

  it('shows neither in a production build of the production branch', async () => {
    vi.stubEnv('PRODUCTION_BUILD', '1');
    vi.stubEnv('CF_PAGES_BRANCH', 'main');
    expect(await banner()).not.toContain('data-preview-banner');
    expect(await head()).not.toContain(robots);
  });
});
