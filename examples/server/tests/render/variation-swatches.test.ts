import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../start-server';
import { createTestClient } from '../../testing';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, dbPath: ':memory:', quiet: true, embedDir: '/nonexistent' });
});
afterAll(async () => {
  await server.close();
});

const page = async (path: string) => (await createTestClient(server.url).fetch(path)).text();

describe('variation swatches in the demo store', () => {
  it('prints swatches after the hidden selects of the sweatshirt, sold individually', async () => {
    const html = await page('/urun/kapusonlu-sweatshirt/');
    expect(html).toContain(
      'class="wopb-variation-selector wopb-variation-select-color" name="attribute_pa_renk"',
    );
    expect(html).toMatch(
      /<div class="wopb-variation-swatches wopb-swatches-color" data-attribute_name="attribute_pa_renk"><span class="wopb-swatch wopb-swatch-color" data-value="siyah" data-name="Siyah" style="background-color: #151515">/,
    );
    expect(html).toContain(
      '<span class="wopb-swatch wopb-swatch-label" data-value="Pamuk" data-name="Pamuk">Pamuk</span>',
    );
    expect(html).toContain('&quot;is_sold_individually&quot;:&quot;yes&quot;');
  });

  it('leaves other products with the classic selects', async () => {
    const html = await page('/urun/pamuklu-basic-tisort/');
    expect(html).toContain('<select id="pa_renk" class="" name="attribute_pa_renk"');
    expect(html).not.toContain('wopb-variation-swatches');
  });

  it('puts the variation switcher on the cards of 25 and 26, with the button text to use', async () => {
    const html = await page('/');
    const cards =
      html.match(/<div class="variations_form wopb-loop-variations-form" data-product_id="(\d+)"/g) ?? [];
    expect(cards.map((card) => /data-product_id="(\d+)"/.exec(card)?.[1])).toEqual(['25', '26']);
    expect(html).toMatch(
      /class="button product_type_variable add_to_cart_button" data-product_id="25"[^>]*data-add-to-cart-text="Sepete ekle"/,
    );
    // The 40-variation product has no switcher (its variations are not printed).
    expect(html).not.toContain('wopb-loop-variations-form" data-product_id="27"');
  });
});
