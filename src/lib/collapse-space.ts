export const collapseSpace = (text: string): string => text.replace(/\s+/g, ' ').trim();
