import { createHash } from 'node:crypto';

/** The SHA-256 of some bytes or text (as UTF-8), in lower-case hex: how the site writes every fingerprint. */
export const sha256Hex = (data: Uint8Array | string) =>
  createHash('sha256').update(data).digest('hex');
