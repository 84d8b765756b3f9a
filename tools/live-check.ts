// `npm run live:check -- <address>` (or PUBLIC_SITE_URL): exits 1, with one line, when the site
// there is not built for today in the legal time zone.
import { liveCheck } from './deploy/live-check.ts';

const site = process.argv[2] ?? process.env['PUBLIC_SITE_URL'];
if (!site || !URL.canParse(site)) {
  console.error(
    `${site ? `"${site}" is not an address. ` : ''}Name the site: npm run live:check -- https://www.example.com`,
  );
  process.exit(1);
}
const { ok, line } = await liveCheck(site);
if (ok) console.log(line);
else console.error(line);
process.exitCode = ok ? 0 : 1;
