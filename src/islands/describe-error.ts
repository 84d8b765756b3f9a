export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('statusText' in error && typeof error.statusText === 'string' && error.statusText)
      return error.statusText;
    if ('message' in error && typeof error.message === 'string' && error.message)
      return error.message;
  }
  return String(error);
}
