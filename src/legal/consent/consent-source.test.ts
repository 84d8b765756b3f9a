/** The content check of the sign-up consent wording: each mistake at its exact line. (The build reads the shipped file.) */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../problems';
import { readConsentSource } from './consent-source';

/** A small valid file: each item in English and Spanish, one line a field. */
const valid = `agreement:
  en:
    button: Agree and create account
    notice: By selecting “Agree and create account”, you agree to the [Terms]({terms}) and the [Rules]({official-rules}), and you acknowledge the [Privacy Policy]({privacy}).
  es:
    button: Aceptar y crear cuenta
    notice: Al seleccionar “Aceptar y crear cuenta”, usted acepta las [Condiciones]({terms}) y las [Reglas]({official-rules}), y reconoce la [Política]({privacy}).
esign:
  en:
    checkbox: >-
      I agree to electronic records as [Annex A]({terms#annex-a}) describes, and I can open the
      [PDF]({terms.pdf}); I may withdraw by e-mailing {supportEmail}.
  es:
    checkbox: >-
      Acepto los registros electrónicos según el [Anexo A]({terms#annex-a}), y puedo abrir el
      [PDF]({terms.pdf}); puedo retirarlo escribiendo a {supportEmail}.
financial-incentive:
  en:
    checkbox: Optional. [Notice]({privacy#financial-incentive}).
  es:
    checkbox: Opcional. [Aviso]({privacy#financial-incentive}).
existing-account-agreement:
  en:
    button: Agree and continue
    notice: By selecting “Agree and continue”, you agree to the [Terms]({terms}) and the [Rules]({official-rules}), and you acknowledge the [Privacy Policy]({privacy}).
  es:
    button: Aceptar y continuar
    notice: Al seleccionar “Aceptar y continuar”, usted acepta las [Condiciones]({terms}) y las [Reglas]({official-rules}), y reconoce la [Política]({privacy}).
`;

const lines = (text: string) =>
  readConsentSource('consent.yaml', text).problems.map(formatProblem).join('\n');

describe('the consent wording source', () => {
  it('reads a valid wording with no problem, every item in English and Spanish', () => {
    const reading = readConsentSource('consent.yaml', valid);
    expect(lines(valid)).toBe('');
    expect(reading.source!.en.map((item) => item.id)).toEqual([
      'agreement',
      'esign',
      'financial-incentive',
      'existing-account-agreement',
    ]);
    expect(reading.source!.es.map((item) => item.button ?? null)).toEqual([
      'Aceptar y crear cuenta',
      null,
      null,
      'Aceptar y continuar',
    ]);
  });

  it('reads links, settings and text in order, each link at its line', () => {
    const esign = readConsentSource('consent.yaml', valid).source!.en[1]!;
    expect(esign.wording).toEqual([
      { text: 'I agree to electronic records as ' },
      {
        text: 'Annex A',
        link: { placeholder: 'terms#annex-a', document: 'terms', anchor: 'annex-a', pdf: false },
        line: 11,
      },
      { text: ' describes, and I can open the ' },
      {
        text: 'PDF',
        link: { placeholder: 'terms.pdf', document: 'terms', anchor: undefined, pdf: true },
        line: 12,
      },
      { text: '; I may withdraw by e-mailing ' },
      { setting: 'supportEmail' },
      { text: '.' },
    ]);
  });

  it('names a missing language at its item', () => {
    const text = valid.replace(/ {2}es:\n {4}checkbox: Opcional.*\n/, '');
    expect(lines(text)).toBe(
      'consent.yaml:17: the item "financial-incentive" has no Spanish wording — add "es:" under "financial-incentive:" with "checkbox:"',
    );
  });

  it('names an unknown placeholder at its own line inside a folded paragraph', () => {
    const text = valid.replace('{supportEmail}.', '{supportMail}.');
    expect(lines(text)).toBe(
      'consent.yaml:12: unknown placeholder "{supportMail}" — use a setting, {brandName}, {legalEntity}, {supportEmail}, {postalAddress}, or a link [words]({terms#section-id})',
    );
  });

  it('names an unknown link placeholder, a typed address and an address outside a link', () => {
    const text = valid
      .replace('[Annex A]({terms#annex-a})', '[Annex A]({terms#annex-a.pdf})')
      .replace('[Aviso]({privacy#financial-incentive})', '[Aviso](https://example.com/privacy)')
      .replace('reconoce la [Política]({privacy})', 'reconoce la Política {privacy}');
    expect(lines(text).split('\n')).toEqual([
      'consent.yaml:7: the address placeholder "{privacy}" is outside a link, so it would show as a bare address — make it a link\'s target: [the words to show]({privacy})',
      'consent.yaml:7: the Spanish wording of "agreement" does not link {privacy} — link it: [the words to show]({privacy})',
      'consent.yaml:10: the English wording of "esign" does not link {terms#annex-a} — link it: [the words to show]({terms#annex-a})',
      'consent.yaml:11: unknown link placeholder "{terms#annex-a.pdf}" — use {privacy}, {terms}, {official-rules}, with #section-id or .pdf',
      'consent.yaml:21: the link "[Aviso](https://example.com/privacy)" has a typed address — link a placeholder instead, [Aviso]({terms}) or [Aviso]({terms#section-id}): the build fills in the version in force',
      'consent.yaml:21: the Spanish wording of "financial-incentive" does not link {privacy#financial-incentive} — link it: [the words to show]({privacy#financial-incentive})',
    ]);
  });

  it('names a translation that links other sections than the English', () => {
    const text = valid
      .replace(
        '[Aviso]({privacy#financial-incentive})',
        '[Aviso]({privacy#financial-incentive}) y [Reglas]({official-rules})',
      )
      .replace('[Reglas]({official-rules}), y', 'Reglas, y');
    expect(lines(text).split('\n')).toEqual([
      'consent.yaml:7: the Spanish wording of "agreement" does not link {official-rules} — link it: [the words to show]({official-rules})',
      'consent.yaml:21: the Spanish wording of "financial-incentive" links {official-rules}, which the English does not — link the same sections and files as the English, which controls',
    ]);
  });

  it('names a missing item, an unknown one, and a notice that does not name its button', () => {
    const text = valid
      .replace(/financial-incentive:[^]*$/, 'marketing:\n  en:\n    checkbox: Yes.\n')
      .replace('By selecting “Agree and create account”', 'By continuing');
    expect(lines(text).split('\n')).toEqual([
      'consent.yaml:1: the consent item "financial-incentive" is missing — add "financial-incentive:" with its wording in English (en) and Spanish (es)',
      'consent.yaml:1: the consent item "existing-account-agreement" is missing — add "existing-account-agreement:" with its wording in English (en) and Spanish (es)',
      'consent.yaml:4: the notice does not name the button "Agree and create account" — say what selecting it does: “By selecting “Agree and create account”, you agree …”',
      'consent.yaml:17: "marketing" is not a consent item — the items are agreement, esign, financial-incentive, existing-account-agreement: correct its name or remove it',
    ]);
  });

  it('names a YAML mistake once, at the line of the quote left open', () => {
    const text = valid.replace('button: Aceptar y crear cuenta', 'button: "Aceptar y crear cuenta');
    expect(lines(text)).toBe(
      'consent.yaml:6: a quote opened on this line is never closed — add the closing quote, or remove the opening one',
    );
  });
});
