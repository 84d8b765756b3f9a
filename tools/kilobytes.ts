/** Decimal kilobytes to one place: `11.8 KB`. */
export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
