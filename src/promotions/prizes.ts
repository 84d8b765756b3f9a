import type { ProgrammeData } from './parse-programme';

/** The approximate retail value of all the prizes a programme offers, in US dollars. */
export const totalArv = ({ programme }: ProgrammeData) =>
  programme.prizes.reduce((sum, prize) => sum + prize.arv * prize.count, 0);
