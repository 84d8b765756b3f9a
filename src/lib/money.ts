const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatDollars = (amount: number): string => dollars.format(amount);
