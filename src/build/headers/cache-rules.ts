// A rule per folder, not page; one per hashed file, as an `immutable` `/_astro/*` would cache 404s.
import { pagePath } from '../../lib/page-path';
import type { HeaderRule } from './headers-file';

const policies = {
  immutable: {
    value: 'public, max-age=31536000, immutable',
    comment:
      'Named by a hash of their content: a change is a new name. Listed one by one, so a missing file is never cached.',
  },
  revalidate: {
    value: 'public, max-age=0, must-revalidate',
    comment:
      'Pages and the versions data (which change when a version is published): revalidated on every request, so a deploy is seen at once.',
  },
  day: {
    value: 'public, max-age=86400, stale-while-revalidate=604800',
    comment:
      "Share images, icons and the legal versions' PDFs keep their names across builds: a day, refreshed in the background.",
  },
  hour: { value: 'public, max-age=3600', comment: 'For crawlers.' },
} as const;

type Policy = keyof typeof policies;

export function cachePolicy(file: string): Policy | undefined {
  if (file.startsWith('_astro/')) return 'immutable';
  if (file.endsWith('.html') || /^legal\/[\w.-]+\.json$/.test(file)) return 'revalidate';
  // A PDF changes only with a recorded correction; a stale copy still prints its earlier hash.
  if (file.startsWith('og/') || /\.(png|svg|ico|pdf)$/.test(file)) return 'day';
  if (file === 'robots.txt' || /^sitemap-[\w-]*\.xml$/.test(file)) return 'hour';
  return undefined;
}

export const servedPath = (file: string) => (file.endsWith('.html') ? pagePath(file) : `/${file}`);

const ancestors = (file: string) =>
  file
    .split('/')
    .slice(0, -1)
    .map((_, index, parts) => parts.slice(0, index + 1).join('/'));

export function cacheRules(files: readonly string[]): HeaderRule[] {
  const policiesUnder = new Map<string, Set<Policy | undefined>>();
  for (const file of files)
    for (const folder of ancestors(file))
      policiesUnder.set(folder, (policiesUnder.get(folder) ?? new Set()).add(cachePolicy(file)));
  const patterns = new Map<Policy, Set<string>>();
  for (const file of files) {
    const policy = cachePolicy(file);
    if (!policy) continue;
    const sharedFolder =
      policy === 'immutable'
        ? undefined
        : ancestors(file).find((folder) => policiesUnder.get(folder)!.size === 1);
    const pattern = sharedFolder ? `/${sharedFolder}/*` : servedPath(file);
    patterns.set(policy, (patterns.get(policy) ?? new Set()).add(pattern));
  }
  return (Object.keys(policies) as Policy[]).flatMap((policy) =>
    [...(patterns.get(policy) ?? [])].sort().map((pattern, index) => ({
      pattern,
      headers: { 'Cache-Control': policies[policy].value },
      ...(index === 0 ? { comment: policies[policy].comment } : {}),
    })),
  );
}
