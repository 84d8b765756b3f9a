import { createHash } from 'node:crypto';

export const cspHash = (content: string): `sha256-${string}` =>
  `sha256-${createHash('sha256').update(content).digest('base64')}`;
