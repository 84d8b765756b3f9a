/**
 * A `<meta>` Content-Security-Policy governs only what comes after it, and Astro writes it near
 * the end of `<head>`: after the inline theme script, the icons and the feed link. For a host that
 * cannot send the policy as a header, this moves it up to follow the charset declaration, which
 * must stay first.
 */
const POLICY = /<meta http-equiv="content-security-policy"[^>]*>/i;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/** The page with its policy `<meta>` straight after `<meta charset>`; unchanged if it lacks either. */
export function policyFirst(html: string): string {
  const policy = POLICY.exec(html)?.[0];
  if (!policy || !CHARSET.test(html)) return html;
  return html.replace(policy, '').replace(CHARSET, (charset) => charset + policy);
}
