// ALLOW_EXAMPLE_SETTINGS never keeps a registration: its number is published as a fact.
import { exampleLook } from '../config/example-settings.ts';
import type { ProductionFinding } from '../config/production-findings';
import { formatLongDay, type Day } from '../lib/dates.ts';
import { formatDollars } from '../lib/money.ts';
import type { FieldPath, ParsedProgramme } from './parse-programme';
import { registrationStates, type RegistrationState } from './programme-check.ts';
import { totalArv } from './prizes.ts';

// Above it, N.Y. Gen. Bus. Law §369-e and Fla. Stat. §849.094 require registration and a bond.
const REGISTRATION_THRESHOLD = 5000;

const REMOVE_FLAG = 'then remove "example: true"';

// Any of them may quote an operator fact.
function textFields(value: unknown, path: FieldPath = []): [FieldPath, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) =>
    path.length === 0 && key === 'registrations'
      ? []
      : textFields(field, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

function exampleFacts({ file, lineOf, programme }: ParsedProgramme): ProductionFinding[] {
  const at = (path: FieldPath) => ({ file, line: lineOf(path) });
  const flagged = programme.example
    ? programme.prizes.map((prize, index) => ({
        ...at(['prizes', index, 'arv']),
        problem: `the value of "${prize.description}" (${formatDollars(prize.arv)}) is the project's example`,
        fix: `write the operator's real value, ${REMOVE_FLAG}`,
        example: true,
      }))
    : [];
  const looking = textFields(programme).flatMap(([path, value]) => {
    const look = exampleLook(value);
    if (!look) return [];
    const fix = `write the operator's real value${programme.example ? `, ${REMOVE_FLAG}` : ''}`;
    return [{ ...at(path), problem: `"${value}" ${look}`, fix, example: true }];
  });
  return [...flagged, ...looking];
}

function unrealRegistrations(
  { file, lineOf, programme }: ParsedProgramme,
  buildDay: Day,
): ProductionFinding[] {
  return Object.entries(registrationStates).flatMap(([state, { name }]) => {
    const registration = programme.registrations?.[state as RegistrationState];
    if (!registration) return [];
    const look = exampleLook(registration.number);
    if (programme.example || look)
      return {
        file,
        line: lineOf(['registrations', state, 'number']),
        problem: programme.example
          ? `the ${name} registration (${registration.number}, filed ${registration.filed}, bond ${formatDollars(registration.bond)}) is the project's example`
          : `the ${name} registration number "${registration.number}" ${look}`,
        fix: `write the number, filing day and bond of the operator's own ${name} registration${programme.example ? `, ${REMOVE_FLAG}` : ''}`,
        example: false,
      };
    if (registration.filed <= buildDay) return [];
    return {
      file,
      line: lineOf(['registrations', state, 'filed']),
      problem: `the ${name} registration is dated ${formatLongDay(registration.filed)}, after the day of this build (${formatLongDay(buildDay)}), so the page would state a filing that has not happened`,
      fix: 'publish the programme once the registration is filed, with the day it was filed',
      example: false,
    };
  });
}

function missingRegistrations(parsed: ParsedProgramme): ProductionFinding[] {
  const total = totalArv(parsed);
  if (total <= REGISTRATION_THRESHOLD) return [];
  return Object.entries(registrationStates)
    .filter(
      ([state, { code }]) =>
        !parsed.programme.registrations?.[state as RegistrationState] &&
        !parsed.programme.excludedStates?.includes(code),
    )
    .map(([state, { name }]) => ({
      file: parsed.file,
      line: parsed.lineOf(['prizes']),
      problem: `the prizes total ${formatDollars(total)}, more than ${formatDollars(REGISTRATION_THRESHOLD)}, and there is no ${name} registration`,
      fix: `register the game in ${name} and add registrations.${state} (number, filed, bond), lower the total prize value, or exclude ${name} if counsel so decides`,
      example: false,
    }));
}

export function programmeFindings(
  programmes: readonly ParsedProgramme[],
  buildDay: Day,
): ProductionFinding[] {
  const line = (finding: ProductionFinding) => ('line' in finding ? finding.line : 0);
  // In file order, the order an editor works through them.
  return programmes.flatMap((parsed) =>
    [
      ...missingRegistrations(parsed),
      ...unrealRegistrations(parsed, buildDay),
      ...exampleFacts(parsed),
    ].toSorted((a, b) => line(a) - line(b)),
  );
}
