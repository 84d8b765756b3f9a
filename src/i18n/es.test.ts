import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { languages, t } from './catalogue';
import { catalogueKeys } from './catalogue-keys';

const en = t('en');
const es = t('es');

/** The value at a dotted catalogue path: `footer.copyright`. */
const at = (strings: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((group, segment) => (group as Record<string, unknown>)[segment], strings);

/** A rendered value in a function's words, to see where Spanish puts it. */
const tag = (words: string) => `[${words}]`;

describe('the Spanish catalogue', () => {
  it('is one of the languages, with the same keys as English in the same order', () => {
    expect(languages).toEqual(['en', 'es']);
    expect(catalogueKeys(es)).toEqual(catalogueKeys(en));
  });

  it('translates every fixed string, leaving alike only what both languages write alike', () => {
    const alike = catalogueKeys(en).filter(
      (key) =>
        typeof at(en, key) !== 'function' &&
        JSON.stringify(at(en, key)) === JSON.stringify(at(es, key)),
    );
    expect(alike).toEqual([
      'home.survey.duration',
      'promotions.terms.states.florida',
      'notFound.eyebrow',
    ]);
  });

  it('keeps every page description within the 50–160 characters search results show', () => {
    for (const strings of [en, es]) {
      const { home, support, promotions, notFound } = strings.pages;
      for (const description of [
        home.description,
        support.description(site.brandName),
        promotions.description,
        notFound.description,
      ]) {
        expect(description.length, description).toBeGreaterThanOrEqual(50);
        expect(description.length, description).toBeLessThanOrEqual(160);
      }
    }
  });

  it('puts the article and possessive that agree with each document title before it', () => {
    expect(es.inShort.notPartOf('Condiciones del Servicio')).toBe(
      'este resumen no forma parte de las Condiciones del Servicio',
    );
    expect(es.inShort.notPartOf('Política de Privacidad')).toBe(
      'este resumen no forma parte de la Política de Privacidad',
    );
    expect(es.comparison.allVersions('Términos de la Promoción')).toBe(
      'Todas las versiones de los Términos de la Promoción',
    );
    expect(es.comparison.allVersions('Aviso de Privacidad')).toBe(
      'Todas las versiones del Aviso de Privacidad',
    );
    expect(es.history.description('Reglas Oficiales')).toMatch(
      /^Todas las versiones de nuestras Reglas Oficiales: /,
    );
    expect(es.comparison.description('Política de Privacidad', '1', '2')).toMatch(
      /^Qué cambió en nuestra Política de Privacidad /,
    );
  });

  it('makes the words around a count agree with it', () => {
    expect(es.comparison.counts.changed(1)).toBe('1 modificada');
    expect(es.comparison.counts.added(3)).toBe('3 agregadas');
    expect(es.inShort.table(1)).toBe('Índice, en resumen: 1 sección');
    expect(es.inShort.table(16)).toBe('Índice, en resumen: 16 secciones');
  });

  it('orders the values of a sentence as Spanish does', () => {
    expect(
      es.version
        .untilThenEach(tag('la versión del 4 de enero'), tag('la versión vigente'))
        .join(''),
    ).toBe(
      'Hasta entonces, [la versión del 4 de enero] se aplica a partir de su propia fecha y, antes de ella, [la versión vigente].',
    );
    expect(es.version.untilThenCurrent(tag('la versión vigente')).join('')).toBe(
      'Hasta entonces, se aplica [la versión vigente].',
    );
    expect(es.legal.pdfOfVersion('12 de marzo de 2025')).toBe(
      'de la versión del 12 de marzo de 2025',
    );
  });
});

describe('the Spanish abbreviated rules', () => {
  it('write a prize after the colon of "Premios (…):" in lower case, a name as written', () => {
    const prizes = (description: string) =>
      es.abbreviatedRules.prizes(
        [es.abbreviatedRules.prize(description, '$25.00', '362')],
        '$9,050.00',
      );
    expect(prizes('Un premio en efectivo para el sorteo de cada Día de Participación')).toBe(
      'Premios (valor minorista aproximado, VMA): un premio en efectivo para el sorteo de cada Día de Participación, $25.00 cada uno, 362 en total; VMA total: $9,050.00.',
    );
    expect(prizes('Amazon: una tarjeta de regalo')).toMatch(/VMA\): Amazon: una tarjeta/);
  });
  it('state the carry-over, the last drawing and what the odds depend on, as the Official Rules do', () =>
    expect(es.abbreviatedRules.odds('500')).toBe(
      'Las probabilidades de ganar dependen del número de participaciones elegibles y de premios del sorteo, incluidos los trasladados. Salvo el último, un sorteo con menos de 500 participaciones elegibles no se realiza: sus participaciones y su premio se trasladan al siguiente; el último otorga todos los premios, sea cual sea el número de participaciones.',
    ));
});
