import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline script or style: `sha256-<base64>`. */
export function cspHash(content: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(content).digest('base64')}`;
}
