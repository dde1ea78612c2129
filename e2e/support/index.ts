import { expect, type Page } from '@playwright/test';

/** Collects the page's console errors from now on, to assert a clean run. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

/** Adds to the visitor's cart on the server (`?wc-ajax=add_to_cart`, the page's cookies). */
export async function addToCart(page: Page, productId: string, extra: Record<string, string> = {}) {
  const response = await page.request.post('/?wc-ajax=add_to_cart', {
    form: { product_id: productId, ...extra },
  });
  expect(response.ok()).toBe(true);
  // a refusal answers 200 too, with {error: true, product_url}
  expect(await response.json()).toHaveProperty('cart_hash');
}

/** The cart as the server sees it: the header link's fragment (count and subtotal). */
export async function serverCart(page: Page): Promise<string> {
  const response = await page.request.post('/?wc-ajax=get_refreshed_fragments');
  const reply = (await response.json()) as { fragments: Record<string, string> };
  return reply.fragments['a.cart-contents'] ?? '';
}

export { type Crawl, crawlSite } from './crawl';
export {
  type LayoutOffender,
  layoutOffenders,
  type MeasureOptions,
  measureLayout,
  offendersNow,
  offendersOfPages,
} from './layout';
export { ownStoreTest } from './own-store';
