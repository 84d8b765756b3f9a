/** As messages quote them (package.json defines them). */
export const promotionCommands = {
  register: (id: string) => `npm run promotions:register -- ${id}`,
  correct: (id: string) => `npm run promotions:register -- ${id} --correct "what was corrected"`,
};
