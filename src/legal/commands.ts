// The commands messages quote, in one place, so a message never names one that does not exist.
export const legalCommands = {
  archive: (document: string) => `npm run legal:archive -- ${document}`,
  register: (document: string) => `npm run legal:register -- ${document}`,
  renumber: (document: string) => `npm run legal:renumber -- ${document}`,
  correct: (document: string, day: string) =>
    `npm run legal:correct -- ${document} ${day} "what was corrected"`,
};
