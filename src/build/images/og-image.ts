import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import { shareImageColours as colours } from '../../config/brand';
import { svgToPng } from './raster';
import { OG_HEIGHT, OG_WIDTH } from '../../seo/og-path';

interface OgImageText {
  brandName: string;
  title: string;
  tagline: string;
  /** Whoever sees a share of the page sees an advertisement of the sweepstakes: the rules go with it. */
  disclosure: readonly string[];
}

type Props = Record<string, unknown>;
type SatoriElement = { type: string; props: Props & { children?: unknown } };

const el = (type: string, style: Props, children?: unknown, extra: Props = {}): SatoriElement => ({
  type,
  props: { style, children, ...extra },
});

async function font(weight: 400 | 800): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  return readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

function layout(text: OgImageText, logoSvg: string): SatoriElement {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      boxSizing: 'border-box',
      background: `linear-gradient(135deg, ${colours.gradient[0]} 0%, ${colours.gradient[1]} 55%, ${colours.gradient[2]} 100%)`,
      color: colours.text,
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
        el('img', { width: 88, height: 88 }, undefined, { src: logo, width: 88, height: 88 }),
        el('div', { fontSize: 44, fontWeight: 800, letterSpacing: -1 }, text.brandName),
      ]),
      el(
        'div',
        {
          display: 'flex',
          fontSize: text.title.length > 40 ? 64 : 80,
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: -2,
          maxWidth: 1000,
        },
        text.title,
      ),
      el(
        'div',
        { display: 'flex', flexDirection: 'column', gap: 12, fontSize: 30, color: colours.tagline },
        [
          el('div', { display: 'flex' }, text.tagline),
          el(
            'div',
            { display: 'flex', flexDirection: 'column', fontSize: 24, color: colours.host },
            text.disclosure.map((line) => el('div', { display: 'flex' }, line)),
          ),
        ],
      ),
    ],
  );
}

export async function renderOgImage(text: OgImageText, logoSvg: string) {
  const svg = await satori(layout(text, logoSvg) as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: [
      { name: 'Inter', data: await font(400), weight: 400, style: 'normal' },
      { name: 'Inter', data: await font(800), weight: 800, style: 'normal' },
    ],
  });
  return svgToPng(svg, OG_WIDTH);
}
