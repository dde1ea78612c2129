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

async function ask(fields: Record<string, string>) {
  const response = await postWcAjax(createTestClient(server.url), 'firsat_variation_options', fields);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as unknown,
  };
}

// The select's order: taxonomy terms by menu order.
const COLOURS = ['kirmizi', 'mavi', 'siyah', 'beyaz'];
const SIZES = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'];

describe('wc-ajax firsat_variation_options', () => {
  it('answers every value of every attribute when nothing is chosen', async () => {
    const reply = await ask({ product_id: '27' });
    expect(reply.status).toBe(200);
    expect(reply.type).toBe('application/json; charset=UTF-8');
    expect(reply.body).toEqual({
      attributes: { attribute_pa_renk: COLOURS, attribute_pa_numara: SIZES },
    });
  });

  it('leaves out a sold-out combination, given the other choice only', async () => {
    const red = (await ask({ product_id: '27', attribute_pa_renk: 'kirmizi', attribute_pa_numara: '' }))
      .body as {
      attributes: Record<string, string[]>;
    };
    expect(red.attributes.attribute_pa_numara).toEqual(SIZES.slice(0, 9));
    // The colour list is shaped by the size only: every colour stays switchable.
    expect(red.attributes.attribute_pa_renk).toEqual(COLOURS);
    const big = (await ask({ product_id: '27', attribute_pa_numara: '45' })).body as {
      attributes: Record<string, string[]>;
    };
    expect(big.attributes.attribute_pa_renk).toEqual(['mavi', 'siyah', 'beyaz']);
  });

  it('treats an "any" variation as reaching every value, and skips combinations that do not exist', async () => {
    const body = (await ask({ product_id: '25', attribute_pa_renk: 'siyah' })).body as {
      attributes: Record<string, string[]>;
    };
    // siyah/l is sold out and siyah/m does not exist: only s is left.
    expect(body.attributes.attribute_pa_beden).toEqual(['s']);
    const blue = (await ask({ product_id: '25', attribute_pa_renk: 'mavi' })).body as {
      attributes: Record<string, string[]>;
    };
    expect(blue.attributes.attribute_pa_beden).toEqual(['s', 'm', 'l']);
  });

  it.each([
    ['no product_id', {}],
    ['a bad product_id', { product_id: 'abc' }],
    ['an unknown product', { product_id: '9999' }],
    ['a simple product', { product_id: '20' }],
    ['a variation id', { product_id: '100' }],
  ])('answers 400 invalid_product for %s', async (_, fields: Record<string, string>) => {
    const reply = await ask(fields);
    expect(reply).toEqual({
      status: 400,
      type: 'application/json; charset=UTF-8',
      body: { success: false, data: 'invalid_product' },
    });
  });

  it('needs no nonce, as get_variation: a stale security field changes nothing', async () => {
    const reply = await ask({ product_id: '25', security: 'expired-nonce' });
    expect(reply.status).toBe(200);
    expect(Object.keys((reply.body as { attributes: object }).attributes)).toEqual([
      'attribute_pa_renk',
      'attribute_pa_beden',
    ]);
  });
});
