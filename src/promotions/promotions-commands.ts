/** The command an editor runs on the promotions, as messages quote it (package.json defines it). */
export const promotionCommands = {
  /** Records a programme's terms as published, once they are final. */
  register: (id: string) => `npm run promotions:register -- ${id}`,
  /** Records a deliberate, approved correction of a published programme's terms. */
  correct: (id: string) => `npm run promotions:register -- ${id} --correct "what was corrected"`,
};
