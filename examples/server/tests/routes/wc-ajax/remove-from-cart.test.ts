import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../start-server';
import { createTestClient, postWcAjax, setCookies } from '../../../testing';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
});
afterAll(async () => {
  await server.close();
});

interface CartReply {
  fragments: Record<string, string>;
  cart_hash: string;
}

const keysIn = (miniCart: string): string[] =>
  [...miniCart.matchAll(/data-cart_item_key="([0-9a-f]+)"/g)].map((match) => match[1] ?? '');

describe('wc-ajax remove_from_cart', () => {
  it('removes one line, answers fragments and the new hash, then expires the cart cookies when empty', async () => {
    const client = createTestClient(server.url);
    await postWcAjax(client, 'add_to_cart', { product_id: '32', quantity: '2' });
    const added = (await (await postWcAjax(client, 'add_to_cart', { product_id: '20' })).json()) as CartReply;
    const [walletKey, headphonesKey] = keysIn(added.fragments['div.widget_shopping_cart_content'] ?? '');
    expect(walletKey).toBeDefined();

    const first = await postWcAjax(client, 'remove_from_cart', { cart_item_key: walletKey ?? '' });
    const reply = (await first.json()) as CartReply;
    expect(Object.keys(reply)).toEqual(['fragments', 'cart_hash']);
    expect(reply.fragments['a.cart-contents']).toContain('<span class="count">1 ürün</span>');
    expect(keysIn(reply.fragments['div.widget_shopping_cart_content'] ?? '')).toEqual([headphonesKey]);
    expect(reply.cart_hash).not.toBe(added.cart_hash);
    expect(client.cookies.get('woocommerce_cart_hash')).toBe(reply.cart_hash);

    const last = await postWcAjax(client, 'remove_from_cart', { cart_item_key: headphonesKey ?? '' });
    const empty = (await last.json()) as CartReply;
    expect(empty.cart_hash).toBe('');
    expect(empty.fragments['a.cart-contents']).toContain('<span class="count">0 ürün</span>');
    expect(empty.fragments['div.widget_shopping_cart_content']).toContain('Sepetinizde ürün bulunmuyor.');
    const cookies = setCookies(last);
    expect(cookies.get('woocommerce_items_in_cart')).toMatch(
      /^woocommerce_items_in_cart=0; Path=\/; SameSite=Lax; Expires=/,
    );
    expect(cookies.get('woocommerce_cart_hash')).toMatch(/^woocommerce_cart_hash=; /);
  });

  it('answers {"success":false} for an unknown, empty or missing key', async () => {
    const client = createTestClient(server.url);
    await postWcAjax(client, 'add_to_cart', { product_id: '32' });
    const attempts: Record<string, string>[] = [{ cart_item_key: 'f'.repeat(32) }, { cart_item_key: '' }, {}];
    for (const fields of attempts) {
      const response = await postWcAjax(client, 'remove_from_cart', fields);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"success":false}');
    }
    const page = await (await client.fetch('/')).text();
    expect(page).toContain('<span class="count">1 ürün</span>');
  });

  it('cannot remove another visitor’s line', async () => {
    const owner = createTestClient(server.url);
    const added = (await (await postWcAjax(owner, 'add_to_cart', { product_id: '32' })).json()) as CartReply;
    const [key] = keysIn(added.fragments['div.widget_shopping_cart_content'] ?? '');
    const stranger = createTestClient(server.url);
    expect(await (await postWcAjax(stranger, 'remove_from_cart', { cart_item_key: key ?? '' })).text()).toBe(
      '{"success":false}',
    );
  });
});
