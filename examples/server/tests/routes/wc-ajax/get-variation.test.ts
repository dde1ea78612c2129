import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../start-server';
import { createTestClient, postWcAjax } from '../../../testing';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
});
afterAll(async () => {
  await server.close();
});

const referenceKeys = Object.keys(
  (
    JSON.parse(
      readFileSync(
        // A copy of shared/reference/woocommerce/variations.json: the keys a real store's variation has.
        new URL('../../../testing/fixtures/variations.json', import.meta.url),
        'utf8',
      ),
    ) as Record<string, unknown>[]
  )[0] ?? {},
).sort();

async function ask(
  fields: Record<string, string>,
): Promise<{ status: number; type: string | null; body: string }> {
  const response = await postWcAjax(createTestClient(server.url), 'get_variation', fields);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('wc-ajax get_variation', () => {
  it('answers the matching variation of the 40-variation product with the reference keys', async () => {
    const { body, type } = await ask({
      product_id: '27',
      attribute_pa_renk: 'mavi',
      attribute_pa_numara: '44',
      custom_data: '{}',
    });
    expect(type).toBe('application/json; charset=UTF-8');
    const variation = JSON.parse(body) as Record<string, unknown>;
    for (const key of referenceKeys) expect(variation).toHaveProperty(key);
    expect(variation).toMatchObject({
      variation_id: 148,
      attributes: { attribute_pa_renk: 'mavi', attribute_pa_numara: '44' },
      display_price: 999.9,
      display_regular_price: 1299.9,
      is_in_stock: true,
      is_purchasable: true,
      is_sold_individually: 'no',
      variation_is_active: true,
      variation_is_visible: true,
      min_qty: 1,
    });
    expect(variation.price_html).toContain('<span class="price">');
    expect(Object.keys(variation.image as object)).toEqual(
      expect.arrayContaining([
        'src',
        'src_w',
        'src_h',
        'srcset',
        'sizes',
        'title',
        'caption',
        'alt',
        'full_src',
      ]),
    );
  });

  it('reports an out-of-stock combination as such', async () => {
    const variation = JSON.parse(
      (await ask({ product_id: '27', attribute_pa_renk: 'kirmizi', attribute_pa_numara: '45' })).body,
    ) as Record<string, unknown>;
    expect(variation).toMatchObject({ variation_id: 159, is_in_stock: false });
    expect(variation.availability_html).toContain('out-of-stock');
  });

  it('lets an "any" attribute match every value, and answers its attributes with the empty value', async () => {
    const shirt = JSON.parse(
      (await ask({ product_id: '25', attribute_pa_renk: 'mavi', attribute_pa_beden: 'm' })).body,
    ) as Record<string, unknown>;
    expect(shirt).toMatchObject({ variation_id: 103, attributes: { attribute_pa_beden: '' } });
    const sweat = JSON.parse(
      (await ask({ product_id: '26', attribute_pa_renk: 'beyaz', attribute_malzeme: 'Pamuk' })).body,
    ) as Record<string, unknown>;
    expect(sweat).toMatchObject({ variation_id: 110, max_qty: '' });
    const capped = JSON.parse(
      (await ask({ product_id: '25', attribute_pa_renk: 'siyah', attribute_pa_beden: 's' })).body,
    ) as Record<string, unknown>;
    expect(capped).toMatchObject({ variation_id: 105, max_qty: 2, display_price: 149.9 });
  });

  it.each([
    ['no such combination', { product_id: '25', attribute_pa_renk: 'siyah', attribute_pa_beden: 'm' }],
    ['a required attribute left out', { product_id: '27', attribute_pa_renk: 'mavi' }],
    ['an unknown value', { product_id: '27', attribute_pa_renk: 'mor', attribute_pa_numara: '40' }],
    ['a simple product', { product_id: '32' }],
  ])('answers the bare body false for %s', async (_, fields) => {
    const reply = await ask(fields);
    expect(reply).toEqual({ status: 200, type: 'application/json; charset=UTF-8', body: 'false' });
  });

  it.each([
    ['no product_id', {}],
    ['an unknown product_id', { product_id: '9999' }],
    ['a variation id', { product_id: '100' }],
  ])('ends with an empty body for %s', async (_, fields: Record<string, string>) => {
    const reply = await ask(fields);
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('');
  });
});
