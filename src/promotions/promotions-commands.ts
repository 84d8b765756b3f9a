/** As messages quote them (package.json defines them). */
export const promotionCommands = {
  register: (id: string) => `npm run promotions:register -- ${id}`,
  /** Records a deliberate, approved correction of a published programme's terms. */
  correct: (id: string) => `npm run promotions:register -- ${id} --correct "what was corrected"`,
};
