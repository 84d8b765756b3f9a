/**
 * Two real builds of one legal history, on a day before and a day after the Official Rules
 * renumber their sections: every version the Terms published reads the same in both, page text
 * and PDF bytes, because a reference into another document is numbered from the version in force
 * on the referring version's own day. The first build also counts the compiles of each legal text,
 * with a counting plugin added to the site's own Markdown processor: one each.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerOf, versionSource } from './library/legal-sources.fixture';

const project = new URL('../../', import.meta.url).pathname;
const folder = '.e2e/frozen-builds';
const legalDir = `${folder}/legal`;
const compiles = join(project, folder, 'compiles.log');

const rules = (date: string, sections: string[]) =>
  versionSource({
    title: 'Official Rules',
    date,
    body: sections
      .map(
        (id, index) =>
          `## ${index + 1}. ${id} {#${id}}\n\n<InShort>The ${id}.</InShort>\n\nAbout ${id}.\n`,
      )
      .join('\n'),
  });

const terms = (date: string) =>
  versionSource({
    date,
    body: `## 1. Prizes {#prizes}\n\n<InShort>How prizes work.</InShort>\n\nPrizes follow <Ref to="/official-rules#prizes" /> of the Official Rules.\n`,
  });

/** Privacy, two Terms versions a year apart, and Official Rules whose second version inserts a section before Prizes. */
const texts = {
  [`${legalDir}/privacy.mdx`]: versionSource({
    title: 'Privacy Policy',
    date: '2025-01-01',
    body: '## 1. Scope {#scope}\n\n<InShort>What this covers.</InShort>\n\nAll of it.\n',
  }),
  [`${legalDir}/archive/terms/2025-01-01.mdx`]: terms('2025-01-01'),
  [`${legalDir}/terms.mdx`]: terms('2026-01-01'),
  [`${legalDir}/archive/official-rules/2025-01-01.mdx`]: rules('2025-01-01', ['entry', 'prizes']),
  [`${legalDir}/official-rules.mdx`]: rules('2026-01-01', ['entry', 'eligibility', 'prizes']),
};

/** The site's config with a Sätteri plugin that logs each file it is run on. */
const countingConfig = `import config from '${project}astro.config.mjs';
import { appendFileSync } from 'node:fs';
const counting = ({ fileURL }) => { appendFileSync(${JSON.stringify(compiles)}, fileURL.pathname + '\\n'); return null; };
export default {
  ...config,
  integrations: [...config.integrations, {
    name: 'count-compiles',
    hooks: { 'astro:config:done': ({ config }) => { config.markdown.processor.options.mdastPlugins.push(counting); } },
  }],
};
`;

const build = (day: string, outDir: string) =>
  promisify(execFile)(
    process.execPath,
    [
      'node_modules/astro/bin/astro.mjs',
      'build',
      '--config',
      `${folder}/counting.config.mjs`,
      '--outDir',
      outDir,
    ],
    {
      cwd: project,
      env: { ...process.env, LEGAL_CONTENT_DIR: legalDir, BUILD_DAY: day, NO_COLOR: '1' },
    },
  );

const before = `${folder}/before`;
const after = `${folder}/after`;

beforeAll(async () => {
  await rm(join(project, folder), { recursive: true, force: true });
  for (const [file, text] of Object.entries(texts)) {
    await mkdir(join(project, file, '..'), { recursive: true });
    await writeFile(join(project, file), text);
  }
  const relative = Object.fromEntries(
    Object.entries(texts).map(([file, text]) => [file.replace(`${folder}/`, 'content/'), text]),
  );
  await writeFile(join(project, legalDir, 'register.json'), registerOf(relative));
  await writeFile(join(project, folder, 'counting.config.mjs'), countingConfig);
  await build('2025-06-01', before);
  await build('2026-06-01', after);
}, 240_000);

afterAll(() => rm(join(project, folder), { recursive: true, force: true }));

const documentText = async (site: string, page: string) =>
  new JSDOM(await readFile(join(project, site, page), 'utf8')).window.document.querySelector(
    '[data-document-text]',
  )!.innerHTML;

it('publishes each earlier Terms version with the same text and PDF on either side of a renumbering', async () => {
  for (const day of ['2025-01-01', '2026-01-01']) {
    expect(await documentText(after, `terms/history/${day}.html`)).toBe(
      await documentText(before, `terms/history/${day}.html`),
    );
    const pdf = `legal/pdf/terms-${day}.pdf`;
    expect(
      Buffer.compare(
        await readFile(join(project, after, pdf)),
        await readFile(join(project, before, pdf)),
      ),
    ).toBe(0);
  }
  // Each cites the Prizes section as the Official Rules numbered it on its own day.
  expect(await documentText(after, 'terms/history/2025-01-01.html')).toContain('Section 2</a>');
  expect(await documentText(before, 'terms/history/2026-01-01.html')).toContain('Section 3</a>');
});

it('compiles each legal text once per build', async () => {
  const logged = (await readFile(compiles, 'utf8')).trim().split('\n');
  const perBuild = logged.slice(0, logged.length / 2);
  const files = Object.keys(texts).map((file) => join(project, file));
  expect(perBuild.toSorted()).toEqual(files.toSorted());
  expect(logged.toSorted()).toEqual([...files, ...files].toSorted());
});
