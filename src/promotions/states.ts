// Where a programme is open: the 50 states and DC, but for those its counsel excludes.
import { z } from 'astro/zod';
import type { Language } from '../i18n/catalogue';
import names from './us-states.json' with { type: 'json' };

export type StateCode = keyof typeof names.en | 'DC';

const codes = ['DC', ...(Object.keys(names.en) as StateCode[])] as const;

export const excludedStates = z
  .array(
    z.enum(codes, {
      error: `is not a state's two-letter postal code — write codes like FL or RI, one of: ${codes.join(', ')}`,
    }),
  )
  .refine((list) => new Set(list).size === list.length, {
    error: 'names a state twice — list each excluded state once',
  });

export const stateName = (code: Exclude<StateCode, 'DC'>, language: Language) =>
  (language === 'es' && names.es[code as keyof typeof names.es]) || names.en[code];

const words = {
  en: {
    states: 'the 50 United States',
    dc: 'the District of Columbia',
    except: 'except',
    and: 'and',
  },
  es: {
    states: 'los 50 estados de los Estados Unidos',
    dc: 'el Distrito de Columbia',
    except: 'excepto',
    and: 'y',
  },
} satisfies Record<Language, Record<string, string>>;

/** "the 50 United States and the District of Columbia, except Florida and Rhode Island" */
export function programmeArea(excluded: readonly StateCode[], language: Language): string {
  const { states, dc, except, and } = words[language];
  const all = excluded.includes('DC') ? states : `${states} ${and} ${dc}`;
  const list = excluded.flatMap((code) => (code === 'DC' ? [] : [stateName(code, language)]));
  if (!list.length) return all;
  const last = list.pop()!;
  // Spanish writes "e" for "y" before an "i" sound: "Florida e Idaho".
  const join = language === 'es' && /^h?i(?!e)/i.test(last) ? 'e' : and;
  return `${all}, ${except} ${list.length ? `${list.join(', ')} ${join} ` : ''}${last}`;
}
