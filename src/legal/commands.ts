/**
 * The commands an editor runs on the legal documents, as messages quote them: one place, so a
 * message can never name a command that does not exist (package.json defines each one).
 */
export const legalCommands = {
  /** Keeps the version in force in the archive before a new version is written. */
  archive: (document: string) => `npm run legal:archive -- ${document}`,
  /** Records a new version's text as published, once it is final. */
  register: (document: string) => `npm run legal:register -- ${document}`,
  /** Numbers the headings of the document's main file by their place. */
  renumber: (document: string) => `npm run legal:renumber -- ${document}`,
  /** Records a deliberate correction of a published version's text, in place. */
  correct: (document: string, day: string) =>
    `npm run legal:correct -- ${document} ${day} "what was corrected"`,
};
