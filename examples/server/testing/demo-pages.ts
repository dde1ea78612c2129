/**
 * The demo store's pages as a shopper first gets them, for tests that need the markup the store
 * prints (the registry-wide failure test in stories/src/registry/). One store, in memory, each
 * page fetched once; the cart and checkout pages with one item in the cart (they print their
 * forms only then). Run directly (`npx tsx examples/server/testing/demo-pages.ts`) it prints
 * `{ "<path>": "<html>", … }` on stdout.
 */
import { pathToFileURL } from 'node:url';
import { startServer } from '../start-server';
import { createTestClient } from './test-client';

/** Every kind of page the shop links, and the test pages with markup no shop page prints. */
export const DEMO_PAGES = [
  '/',
  '/magaza/',
  '/filtre/',
  '/vitrin/',
  '/?s=saat&product_cat=elektronik',
  '/urun/pamuklu-basic-tisort/',
  '/urun/kapusonlu-sweatshirt/',
  '/urun/askida-urun-bagisi/',
  '/demo/sepet-suresi/',
  '/demo/sepet-bolumleri/',
  '/demo/hareketli-buton/',
  '/demo/urun-listeleri/',
  '/blog/',
  '/blog/kesfet/',
  '/blog/ara/',
  '/blog/manset/',
  '/blog/kablosuz-kulaklik-incelemesi/',
] as const;

/** Printed only once the cart has an item. */
export const CART_PAGES = ['/sepet/', '/odeme/'] as const;

export async function fetchDemoPages(): Promise<Record<string, string>> {
  const server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
  try {
    const client = createTestClient(server.url);
    const pages: Record<string, string> = {};
    const get = async (path: string) => {
      const response = await client.fetch(path);
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      pages[path] = await response.text();
    };
    for (const path of DEMO_PAGES) await get(path);
    // The first simple product the shop archive lists, as the page-weight script adds one.
    const button = /<a [^>]*\bajax_add_to_cart\b[^>]*>/.exec(pages['/magaza/'] ?? '')?.[0] ?? '';
    const productId = /data-product_id="(\d+)"/.exec(button)?.[1];
    if (!productId) throw new Error('no ajax add-to-cart button on /magaza/');
    const added = await client.fetch('/?wc-ajax=add_to_cart', {
      method: 'POST',
      body: new URLSearchParams({ product_id: productId, quantity: '1' }),
    });
    if (!added.ok) throw new Error(`add_to_cart: ${added.status}`);
    for (const path of CART_PAGES) await get(path);
    return pages;
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(JSON.stringify(await fetchDemoPages()));
}
