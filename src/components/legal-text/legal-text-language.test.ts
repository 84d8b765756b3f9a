/**
 * The legal text's components speak the language of the text they are part of, which the Markdown
 * pipeline gives them for a text that is not English: a Spanish page showing the English text in
 * force keeps them English.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import InShort from './InShort.astro';
import LegalTable from './LegalTable.astro';
import Rule from './Rule.astro';
import Define from './Define.astro';
import Term from './Term.astro';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

/** The component's HTML, without the source locations the test server adds to each element. */
const render = async (
  component: Parameters<AstroContainer['renderToString']>[0],
  props: Record<string, unknown>,
  slot = '',
) =>
  (await container.renderToString(component, { props, slots: { default: slot } })).replace(
    / data-astro-source-(?:file|loc)="[^"]*"/g,
    '',
  );

describe('the components of a legal text', () => {
  it('label a summary in the text’s language, naming the document with its article', async () => {
    const props = { section: 'agreement', documentTitle: 'Condiciones del Servicio' };
    expect(await render(InShort, { ...props, language: 'es' }, 'Resumen.')).toContain(
      '<strong>En resumen</strong> — este resumen no forma parte de las Condiciones del Servicio</p>',
    );
    expect(
      await render(InShort, { section: 'agreement', documentTitle: 'Terms of Service' }, 'Short.'),
    ).toContain('<strong>In short</strong> — this summary is not part of the Terms of Service</p>');
  });

  it('name a table’s region by the name the pipeline gave it', async () => {
    const table = '<thead><tr><th>Regla</th><th>Valor</th></tr></thead>';
    expect(await render(LegalTable, { label: 'Tabla: Regla, Valor' }, table)).toContain(
      'aria-label="Tabla: Regla, Valor"',
    );
  });

  it('write a rule’s words in the text’s language', async () => {
    expect(await render(Rule, { name: 'entriesPerDay', language: 'es' })).toBe('una');
    expect(await render(Rule, { name: 'entriesPerDay' })).toBe('one');
    expect(await render(Rule, { name: 'minimumAge', language: 'es' })).toBe('18');
  });

  it('anchor a translated definition where the English one is, and link its uses there', async () => {
    expect(await render(Define, { anchor: 'term-sponsor' }, 'Patrocinador')).toContain(
      '<dfn id="term-sponsor" class="term-definition">Patrocinador</dfn>',
    );
    const use = await render(
      Term,
      {
        term: 'Patrocinador',
        anchor: 'term-sponsor',
        definition: 'Somos el “Patrocinador”.',
        tip: 'term-sponsor-tip-1',
      },
      'Patrocinador',
    );
    expect(use).toContain('<a href="#term-sponsor" class="term" interestfor="term-sponsor-tip-1">');
    expect(use).toContain('<strong>Patrocinador</strong>: Somos el “Patrocinador”.');
  });
});
