/**
 * The parts a page builds from a legal text (its comparison, its table of summaries, its
 * contents) speak the language of the text, which the page gives them: a Spanish comparison of two
 * Spanish texts is Spanish throughout, and without a language they stay English.
 */
import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import Redline from './Redline.astro';
import InShortTable from './InShortTable.astro';
import TableOfContents from './TableOfContents.astro';
import { t } from '../../i18n/catalogue';
import { mdxToMdast } from 'satteri';
import { LEGAL_MARKDOWN_FEATURES, type SyntaxNode } from '../../legal/text/syntax-tree';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

/** The page's words, without markup and the source locations the test server adds. */
const words = async (
  component: Parameters<AstroContainer['renderToString']>[0],
  props: Record<string, unknown>,
) =>
  (await container.renderToString(component, { props }))
    .replace(/<[^>]*\baria-label="([^"]*)"[^>]*>/g, ' [$1] ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const tree = (markdown: string) =>
  mdxToMdast(markdown, { features: LEGAL_MARKDOWN_FEATURES }) as SyntaxNode;
const before = tree('## 1. Cuentas {#a}\n\nUna cuenta.\n\n## 2. Premios {#b}\n\nPremios.\n');
const after = tree('## 1. Cuentas {#a}\n\nUna sola cuenta.\n\n## 2. Premios {#b}\n\nPremios.\n');

describe('a comparison of two Spanish texts', () => {
  it('counts, badges and lists in Spanish', async () => {
    const text = await words(Redline, { before, after, afterHref: '/es/terms', language: 'es' });
    expect(text).toContain('Secciones: 1 modificada, 1 sin cambios.');
    expect(text).toContain('El texto agregado aparece subrayado y el texto eliminado, tachado .');
    expect(text).toContain('1. Cuentas Modificada Una [agregado: sola ] cuenta.');
    expect(text).toContain('Sin cambios 2. Premios : sin cambios');
  });

  it('labels its marks for screen readers in Spanish, in the marks themselves', async () => {
    const html = await container.renderToString(Redline, {
      props: { before, after, afterHref: '/es/terms', language: 'es' },
    });
    expect(html).toMatch(
      /<ins class="redline-mark"[^>]*><span class="sr-only"[^>]*> \[agregado: <\/span>sola <span class="sr-only"[^>]*>\] <\/span><\/ins>/,
    );
    // `.redline` would add redline.css's English labels to them.
    expect(html).not.toContain('class="redline ');
  });

  it('stays English without a language, its marks labelled by redline.css', async () => {
    const html = await container.renderToString(Redline, {
      props: { before, after, afterHref: '/terms' },
    });
    expect(await words(Redline, { before, after, afterHref: '/terms' })).toContain(
      'Sections: 1 changed, 1 unchanged.',
    );
    expect(html).toMatch(/<div class="redline mt-8"[^>]*>/);
    expect(html).toMatch(/<ins[^>]*>sola <\/ins>/);
    const css = readFileSync('src/styles/legal/redline.css', 'utf8');
    const { marks } = t('en').comparison;
    expect(css).toContain(`.redline ins::before {\n  content: ' [${marks.added}: ';`);
    expect(css).toContain(`.redline del::before {\n  content: ' [${marks.removed}: ';`);
  });
});

describe('the table of summaries and the contents of a Spanish text', () => {
  it('are named in Spanish', async () => {
    const sections = [
      { id: 'a', number: '1', title: '1. Cuentas', summary: 'Una cuenta.', subsections: [] },
    ];
    const table = await words(InShortTable, {
      title: 'Condiciones del Servicio',
      sections,
      language: 'es',
    });
    expect(table).toContain('Índice, en resumen: 1 sección');
    expect(table).toContain('los resúmenes no forman parte de las Condiciones del Servicio.');
    expect(table).toContain('[Índice, en resumen]');
    expect(await words(TableOfContents, { sections, language: 'es' })).toContain('[Índice]');
    expect(await words(TableOfContents, { sections: [] })).toContain('[Contents]');
  });
});
