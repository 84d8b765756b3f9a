/** US dollars as the promotion terms state them: "$25.00", "$9,075.00". */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
