// Astro lists every inline script and style of the whole site in each page's policy. A page keeps
// only those it carries: it then allows nothing else, and its policy, sent in every page and (as
// the union) in every response's header, is a third the size, so the landing page fits the
// first round trip.
import { cspHash } from './csp-hash';
import { formatPolicy, META_POLICY, parsePolicy } from './csp';

const INLINE = /<(script|style)(?=[\s>])([^>]*)>([\s\S]*?)<\/\1>/gi;
/** A script with `src` is allowed by its origin, not a hash of its (empty) content. */
const EXTERNAL = /\ssrc=/i;
// Data blocks (JSON-LD) are not code: no policy applies to them.
const DATA_BLOCK = /\btype="?application\/(?:ld\+)?json/i;

/** What code adds at run time, allowed only on the pages that carry that code. */
export interface RuntimeSources {
  directive: 'script-src' | 'style-src';
  hashes: readonly string[];
  /** Matches the HTML of the pages that carry the code. */
  carriedBy: RegExp;
}

function inlineHashes(html: string): Record<'script-src' | 'style-src', Set<string>> {
  const hashes = { 'script-src': new Set<string>(), 'style-src': new Set<string>() };
  for (const [, tag, attributes, content] of html.matchAll(INLINE)) {
    if (DATA_BLOCK.test(attributes!) || EXTERNAL.test(attributes!)) continue;
    hashes[tag!.toLowerCase() === 'script' ? 'script-src' : 'style-src'].add(
      `'${cspHash(content!)}'`,
    );
  }
  return hashes;
}

/** Throws when the page carries inline code its policy does not allow: it would not run. */
export function pagePolicy(html: string, runtime: readonly RuntimeSources[] = []): string {
  const meta = META_POLICY.exec(html);
  if (!meta) return html;
  const policy = parsePolicy(meta[1]!);
  const carried = inlineHashes(html);
  for (const { directive, hashes, carriedBy } of runtime)
    if (carriedBy.test(html)) for (const hash of hashes) carried[directive].add(`'${hash}'`);
  for (const directive of ['script-src', 'style-src'] as const) {
    const allowed = policy.get(directive) ?? [];
    const blocked = [...carried[directive]].filter((hash) => !allowed.includes(hash));
    if (blocked.length)
      throw new Error(
        `The page carries inline code its ${directive} does not allow (${blocked.join(' ')}); Astro's security.csp should have listed it.`,
      );
    policy.set(
      directive,
      allowed.filter((source) => !source.startsWith("'sha") || carried[directive].has(source)),
    );
  }
  return html.replace(META_POLICY, (element, content: string) =>
    element.replace(content, () => formatPolicy(policy)),
  );
}
