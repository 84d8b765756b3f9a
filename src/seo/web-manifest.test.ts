import { expect, it } from 'vitest';
import { webManifest } from './web-manifest';

it('names the brand, takes its colours from the brand file and lists the home-screen icons and the SVG logo', () => {
  expect(webManifest({ brandName: 'Acme Rewards', tagline: 'Win daily.' })).toMatchInlineSnapshot(`
    {
      "background_color": "#f6f8f7",
      "description": "Win daily.",
      "display": "browser",
      "icons": [
        {
          "sizes": "192x192",
          "src": "/icon-192.png",
          "type": "image/png",
        },
        {
          "sizes": "512x512",
          "src": "/icon-512.png",
          "type": "image/png",
        },
        {
          "sizes": "any",
          "src": "/favicon.svg",
          "type": "image/svg+xml",
        },
      ],
      "name": "Acme Rewards",
      "short_name": "Acme Rewards",
      "start_url": "/",
      "theme_color": "#047857",
    }
  `);
});
