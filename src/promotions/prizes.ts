import type { ProgrammeData } from './parse-programme';

export const totalArv = ({ programme }: ProgrammeData) =>
  programme.prizes.reduce((sum, prize) => sum + prize.arv * prize.count, 0);
