import { describe, expect, it } from 'vitest';
import { excludedStates, programmeArea } from './states';

describe('programmeArea', () => {
  it('names every state and DC, or what is left once counsel excludes some, in each language', () => {
    expect([
      programmeArea([], 'en'),
      programmeArea(['FL'], 'en'),
      programmeArea(['FL', 'NY', 'RI'], 'en'),
      programmeArea(['DC', 'RI'], 'en'),
      programmeArea(['NY', 'NC'], 'es'),
      programmeArea(['FL', 'IA'], 'es'),
    ]).toMatchInlineSnapshot(`
      [
        "the 50 United States and the District of Columbia",
        "the 50 United States and the District of Columbia, except Florida",
        "the 50 United States and the District of Columbia, except Florida, New York and Rhode Island",
        "the 50 United States, except Rhode Island",
        "los 50 estados de los Estados Unidos y el Distrito de Columbia, excepto Nueva York y Carolina del Norte",
        "los 50 estados de los Estados Unidos y el Distrito de Columbia, excepto Florida e Iowa",
      ]
    `);
  });

  it('refuses a code that is not a state, and a state listed twice, each with what to write', () => {
    const problems = (value: unknown) =>
      excludedStates.safeParse(value).error?.issues.map(({ message }) => message.slice(0, 90));
    expect([problems(['Florida']), problems(['FL', 'FL'])]).toMatchInlineSnapshot(`
      [
        [
          "is not a state's two-letter postal code — write codes like FL or RI, one of: DC, AL, AK, A",
        ],
        [
          "names a state twice — list each excluded state once",
        ],
      ]
    `);
  });
});
