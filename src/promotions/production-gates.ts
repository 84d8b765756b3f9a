/**
 * What a production build refuses in the programmes: operator facts (prize values, registrations)
 * that still hold the project's example values, and a programme whose prizes total more than
 * $5,000 without its New York and Florida registrations (N.Y. Gen. Bus. Law §369-e and Fla. Stat.
 * §849.094 require registration and a bond above that amount).
 */
import type { ProductionFinding } from '../config/production-findings';
import { formatDollars } from '../lib/money';
import type { FieldPath, ParsedProgramme } from './parse-programme';
import { totalArv } from './prizes';

/** Above this total approximate retail value, New York and Florida require registration and a bond. */
export const REGISTRATION_THRESHOLD = 5000;

const states = { newYork: 'New York', florida: 'Florida' } as const;

function exampleFacts({ file, lineOf, programme }: ParsedProgramme): ProductionFinding[] {
  if (!programme.example) return [];
  const fact = (path: FieldPath, what: string): ProductionFinding => ({
    where: `${file}:${lineOf(path)}`,
    problem: `${what} is the project's example`,
    fix: 'write the operator\'s real value, then remove "example: true"',
    example: true,
  });
  return [
    ...programme.prizes.map((prize, index) =>
      fact(
        ['prizes', index, 'arv'],
        `the value of "${prize.description}" (${formatDollars(prize.arv)})`,
      ),
    ),
    ...Object.entries(programme.registrations ?? {}).flatMap(([state, registration]) =>
      registration
        ? [
            fact(
              ['registrations', state, 'number'],
              `the ${states[state as keyof typeof states]} registration (${registration.number}, filed ${registration.filed}, bond ${formatDollars(registration.bond)})`,
            ),
          ]
        : [],
    ),
  ];
}

function missingRegistrations(parsed: ParsedProgramme): ProductionFinding[] {
  const total = totalArv(parsed);
  if (total <= REGISTRATION_THRESHOLD) return [];
  return Object.entries(states)
    .filter(([state]) => !parsed.programme.registrations?.[state as keyof typeof states])
    .map(([state, name]) => ({
      where: `${parsed.file}:${parsed.lineOf(['prizes'])}`,
      problem: `the prizes total ${formatDollars(total)}, more than ${formatDollars(REGISTRATION_THRESHOLD)}, and there is no ${name} registration`,
      fix: `register the game in ${name} and add registrations.${state} (number, filed, bond), or lower the total prize value`,
      example: false,
    }));
}

export function programmeFindings(programmes: readonly ParsedProgramme[]): ProductionFinding[] {
  return programmes.flatMap((parsed) => [...missingRegistrations(parsed), ...exampleFacts(parsed)]);
}
