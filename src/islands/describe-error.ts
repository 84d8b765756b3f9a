/**
 * The human-readable part of anything thrown: an HTTP-style error's status text (as routers and
 * fetch wrappers throw them), else an `Error`'s message, else the value itself as text.
 */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('statusText' in error && typeof error.statusText === 'string' && error.statusText)
      return error.statusText;
    if ('message' in error && typeof error.message === 'string' && error.message)
      return error.message;
  }
  return String(error);
}
