import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** Test-only: recipe pages served on loopback, and a way to let the fetcher reach just that server. */

export const soupJsonLd = (imageUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Roasted Tomato Soup',
  description: 'A smoky soup for cold evenings.',
  image: imageUrl,
  recipeYield: '4 servings',
  prepTime: 'PT15M',
  cookTime: 'PT45M',
  totalTime: 'PT1H',
  keywords: 'soup, vegetarian, Winter',
  recipeCategory: 'Starter',
  recipeCuisine: 'Italian',
  recipeIngredient: ['2 cups flour', '1 kg ripe tomatoes', '3 cloves garlic, crushed'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Roast the tomatoes and garlic for 40 minutes.' },
    { '@type': 'HowToStep', text: 'Blend until smooth and season to taste.' },
  ],
  nutrition: { '@type': 'NutritionInformation', calories: '180 kcal' },
});

export const recipePage = (jsonLd: object) =>
  `<!doctype html><html lang="en"><head><title>Soup | Test Kitchen</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><h1>Roasted Tomato Soup</h1></body></html>`;

export interface PageServer {
  base: string;
  host: string;
  close(): Promise<void>;
}

/**
 * Pages: `/soup` (a JSON-LD recipe with an image), `/soup-2`, `/photo.png`, `/no-recipe`,
 * `/picture` (a PNG where a page was expected), `/missing` (404), `/to-private` (redirect to 10.0.0.1)
 * and `/to-loopback` (redirect to 127.0.0.1 on another port).
 */
export async function startPageServer(): Promise<PageServer> {
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  let base = '';
  const server = http.createServer((req, res) => {
    const html = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    switch (req.url) {
      case '/soup':
        return html(200, recipePage(soupJsonLd(`${base}/photo.png`)));
      case '/soup-2':
        return html(200, recipePage({ ...soupJsonLd(`${base}/photo.png`), name: 'Green Pea Soup' }));
      case '/photo.png':
      case '/picture':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      case '/no-recipe':
        return html(200, '<!doctype html><html><head><title>About us</title></head><body><p>We are a small team.</p></body></html>');
      case '/to-private':
        return res.writeHead(302, { location: 'http://10.0.0.1/soup' }).end();
      case '/to-loopback':
        return res.writeHead(302, { location: `http://127.0.0.2:${new URL(base).port}/soup` }).end();
      default:
        return html(404, 'Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    host: new URL(base).host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Runs `work` while the app's fetcher may reach the page server's exact address, and no other. */
export async function allowingPages<T>(app: FastifyInstance, pages: PageServer, work: () => Promise<T>): Promise<T> {
  const undo = app.deps.outbound.allowAddress(pages.host);
  try {
    return await work();
  } finally {
    undo();
  }
}
