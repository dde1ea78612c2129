import { setHttpClient } from '@firsat/core/http';
import { configure } from '@firsat/core/island';
import { json, resetConfig, startBehaviour, text } from '@firsat/core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOODIE, variation } from '../../shared/testing';
import type { Variation } from '../../shared/variation';
import variationFormBehaviour from './island';
import { variationFormProps } from './props';
import {
  fakeServer,
  fieldsOf,
  hoodiePage,
  NO_MATCH_TEXT,
  SELECT_TEXT,
  select,
  UNAVAILABLE_TEXT,
} from './test-page';

const COLOR = 'attribute_pa_color';
const SIZE = 'attribute_size';

let cleanup: (() => void) | undefined;
let alerts: string[];

beforeAll(() => variationFormBehaviour.messages?.load());
beforeEach(() => {
  vi.useFakeTimers();
  alerts = [];
  vi.stubGlobal('alert', (message: string) => alerts.push(message));
});
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  setHttpClient(undefined);
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Starts the island on the page's form (props read from the markup). */
function bind(form: HTMLFormElement) {
  cleanup = startBehaviour(variationFormBehaviour, form).stop;
}

/** Binds the page's form as the loader does and runs the 100 ms check. */
async function mount(form: HTMLFormElement) {
  bind(form);
  await vi.advanceTimersByTimeAsync(100);
  return parts(form);
}

function parts(form: HTMLFormElement) {
  const q = <E extends Element = HTMLElement>(s: string) => document.querySelector(s) as E;
  return {
    button: q('.single_add_to_cart_button'),
    variationId: q<HTMLInputElement>('input.variation_id'),
    reset: q('.reset_variations'),
    single: q('.single_variation'),
    sku: q('.product_meta .sku'),
    weight: q('.woocommerce-product-attributes-item__value'),
    qty: q<HTMLInputElement>('input.qty'),
    option: (name: string, value: string) =>
      form.querySelector(
        `select[data-attribute_name="${name}"] option[value="${value}"]`,
      ) as HTMLOptionElement,
  };
}

function record(form: HTMLElement, names: string[]) {
  const seen: [string, unknown[]][] = [];
  for (const name of names) {
    form.addEventListener(name, (event) => seen.push([name, (event as CustomEvent).detail]));
  }
  return seen;
}

/** The text of one channel of the page's live region. */
const liveText = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[data-firsat-live-region] [aria-live="${politeness}"]`)?.textContent;

describe('variation form on the reference markup (preloaded variations)', () => {
  it('starts disabled and checks the selection after 100 ms', async () => {
    const form = hoodiePage();
    const events = record(form, ['check_variations', 'wc_variation_form']);
    bind(form);
    const { button, reset } = parts(form);
    expect(button).toHaveClass('disabled', 'wc-variation-selection-needed');
    expect(reset.style.visibility).toBe('hidden');
    await vi.advanceTimersByTimeAsync(99);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events.map(([name]) => name)).toEqual(['wc_variation_form', 'check_variations']);
  });

  it('finds the variation: id, enabled button, price, availability, sku, events', async () => {
    const form = hoodiePage();
    const p = await mount(form);
    const events = record(form, ['found_variation', 'show_variation', 'woocommerce_variation_has_changed']);
    select(form, COLOR, 'blue');
    expect(p.reset.style.visibility).toBe('visible');
    expect(p.variationId.value).toBe('');
    select(form, SIZE, 'Small');
    expect(p.variationId.value).toBe('17');
    expect(p.button).not.toHaveClass('disabled');
    expect(p.button).not.toHaveClass('wc-variation-selection-needed');
    expect(p.single.querySelector('.woocommerce-variation-price')?.textContent).toContain('39.00');
    expect(p.single.querySelector('.woocommerce-variation-availability')?.textContent).toBe('10 in stock\n');
    expect(p.sku.textContent).toBe('hoodie-blue-small');
    const found = events.find(([name]) => name === 'found_variation')?.[1] as Variation[] | undefined;
    expect(found?.[0]?.variation_id).toBe(17);
    expect(events.find(([name]) => name === 'show_variation')?.[1]).toEqual([
      expect.objectContaining({ variation_id: 17 }),
      true,
    ]);
    expect(events.filter(([name]) => name === 'woocommerce_variation_has_changed')).toHaveLength(2);
  });

  it('unbound after a variation was shown, the product is as printed, byte for byte', async () => {
    const form = hoodiePage();
    const product = form.closest('.product') as HTMLElement;
    const printed = product.outerHTML;
    await mount(form);
    select(form, COLOR, 'blue');
    select(form, SIZE, 'Small');
    expect(parts(form).sku.textContent).toBe('hoodie-blue-small');
    cleanup?.();
    cleanup = undefined;
    expect(product.outerHTML).toBe(printed);
  });

  it('an out-of-stock variation is unavailable; a click alerts and announces the text verbatim', async () => {
    const form = hoodiePage();
    const p = await mount(form);
    select(form, COLOR, 'green');
    select(form, SIZE, 'Large');
    expect(p.variationId.value).toBe('20');
    expect(p.button).toHaveClass('disabled', 'wc-variation-is-unavailable');
    expect(p.single.textContent).toContain('Out of stock');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    p.button.click();
    expect(alerts).toEqual([UNAVAILABLE_TEXT]);
    expect(submitted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(liveText('polite')).toBe(UNAVAILABLE_TEXT);
    expect(liveText('assertive')).toBe(UNAVAILABLE_TEXT);
  });

  it('a click before every attribute is chosen alerts the selection text', async () => {
    const form = hoodiePage();
    const p = await mount(form);
    select(form, COLOR, 'red');
    p.button.click();
    expect(alerts).toEqual([SELECT_TEXT]);
  });

  it('disables options no variation reaches, attribute-aware', async () => {
    // Without green/Large, choosing green leaves Large unreachable (and Large leaves green).
    const form = hoodiePage(HOODIE.filter((v) => v.variation_id !== 20));
    const p = await mount(form);
    expect(p.option(SIZE, 'Large').disabled).toBe(false);
    select(form, COLOR, 'green');
    expect(p.option(SIZE, 'Large').disabled).toBe(true);
    expect(p.option(SIZE, 'Small').disabled).toBe(false);
    expect(p.option(COLOR, 'red').disabled).toBe(false);
    select(form, COLOR, '');
    select(form, SIZE, 'Large');
    expect(p.option(COLOR, 'green').disabled).toBe(true);
  });

  it('reset puts everything back', async () => {
    const form = hoodiePage();
    const p = await mount(form);
    select(form, COLOR, 'red');
    select(form, SIZE, 'Large');
    expect(p.sku.textContent).toBe('hoodie-red-large');
    const events = record(form, ['reset_data', 'hide_variation']);
    p.reset.click();
    expect([...form.querySelectorAll('select')].map((s) => s.value)).toEqual(['', '']);
    expect(p.variationId.value).toBe('');
    expect(p.sku.textContent).toBe('woo-hoodie');
    expect(p.button).toHaveClass('disabled', 'wc-variation-selection-needed');
    expect(p.single.style.display).toBe('none');
    expect(p.reset.style.visibility).toBe('hidden');
    expect(events.map(([name]) => name)).toContain('reset_data');
    expect(events.map(([name]) => name)).toContain('hide_variation');
    expect(document.querySelector('.reset_variations_alert')?.textContent).toBe(
      'Seçiminiz sıfırlandı. Bu ürünü sepete eklemeden önce lütfen ürün seçeneklerini belirleyin.',
    );
  });

  it.each([
    [
      'an English page',
      { locale: 'en' as const },
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
    ],
    [
      'the text WooCommerce printed',
      { messages: { variationReset: 'Seçim sıfırlandı.' } },
      'Seçim sıfırlandı.',
    ],
  ])('the reset alert on %s', async (_, config, said) => {
    configure(config);
    await variationFormBehaviour.messages?.load();
    const form = hoodiePage();
    const p = await mount(form);
    select(form, COLOR, 'blue');
    p.reset.click();
    expect(document.querySelector('.reset_variations_alert')?.textContent).toBe(said);
  });

  it('weight follows the variation and comes back', async () => {
    const heavy = HOODIE.map((v) => (v.variation_id === 15 ? { ...v, weight: '2', weight_html: '2 kg' } : v));
    const form = hoodiePage(heavy);
    const p = await mount(form);
    select(form, COLOR, 'red');
    select(form, SIZE, 'Small');
    expect(p.weight.textContent).toBe('2 kg');
    select(form, SIZE, 'Large');
    expect(p.weight.textContent).toBe('1 kg');
  });

  it.each([
    [
      'clamps the quantity into the variation max',
      { max_qty: 3, min_qty: 1 },
      '7',
      { value: '3', max: '3', min: '1', hidden: false },
    ],
    [
      'raises it to the variation min',
      { max_qty: '', min_qty: 2 },
      '1',
      { value: '2', max: null, min: '2', hidden: false },
    ],
    [
      'sold individually forces 1 and hides the field',
      { is_sold_individually: 'yes' },
      '5',
      { value: '1', max: null, min: '1', hidden: true },
    ],
  ])('%s', async (_, overrides, typed, expected) => {
    const list = HOODIE.map((v) => (v.variation_id === 15 ? { ...v, ...overrides } : v));
    const form = hoodiePage(list as Variation[]);
    const p = await mount(form);
    p.qty.value = typed;
    select(form, COLOR, 'red');
    select(form, SIZE, 'Small');
    expect({
      value: p.qty.value,
      max: p.qty.getAttribute('max'),
      min: p.qty.getAttribute('min'),
      hidden: (p.qty.closest('.quantity') as HTMLElement).hidden,
    }).toEqual(expected);
  });

  it('a preselected default is matched by the page-load check', async () => {
    const form = hoodiePage();
    (form.querySelector(`select[name="${COLOR}"]`) as HTMLSelectElement).value = 'blue';
    (form.querySelector(`select[name="${SIZE}"]`) as HTMLSelectElement).value = 'Large';
    const p = await mount(form);
    expect(p.variationId.value).toBe('18');
    expect(p.button).not.toHaveClass('disabled');
  });

  it('an "any" attribute matches every value', async () => {
    const anySize = [variation(90, { [COLOR]: 'red', [SIZE]: '' })];
    const form = hoodiePage(anySize);
    const p = await mount(form);
    select(form, COLOR, 'red');
    select(form, SIZE, 'Large');
    expect(p.variationId.value).toBe('90');
  });
});

describe('variation form with product-blocks swatches', () => {
  /** A swatch row after each select, as product-blocks prints it. */
  function withSwatches(form: HTMLFormElement) {
    for (const [name, values] of [
      [COLOR, ['blue', 'green', 'red']],
      [SIZE, ['Small', 'Large']],
    ] as const) {
      const spans = values.map((v) => `<span class="wopb-swatch" data-value="${v}">${v}</span>`).join('');
      form
        .querySelector(`select[data-attribute_name="${name}"]`)
        ?.insertAdjacentHTML(
          'afterend',
          `<div class="wopb-variation-swatches" data-attribute_name="${name}">${spans}</div>`,
        );
    }
    return (name: string, value: string) =>
      form.querySelector(
        `[data-attribute_name="${name}"] .wopb-swatch[data-value="${value}"]`,
      ) as HTMLElement;
  }

  it('a swatch choice goes to the model, not through a synthetic change on the select, and renders once', async () => {
    const form = hoodiePage();
    const swatch = withSwatches(form);
    const p = await mount(form);
    const selectChanges: string[] = [];
    for (const el of form.querySelectorAll('select'))
      el.addEventListener('change', () => selectChanges.push(el.name));
    swatch(COLOR, 'blue').click();
    swatch(SIZE, 'Small').click();
    expect(p.variationId.value).toBe('17');
    const idChanges: string[] = [];
    p.variationId.addEventListener('change', () => idChanges.push(p.variationId.value));
    const written: (string | null)[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) written.push((r.target as Element).getAttribute('value'));
    });
    observer.observe(p.variationId, { attributes: true, attributeFilter: ['value'] });
    const events = record(form, ['found_variation', 'show_variation']);
    swatch(SIZE, 'Large').click();
    await Promise.resolve();
    observer.disconnect();
    expect(selectChanges).toEqual([]);
    expect(p.option(SIZE, 'Large').selected).toBe(true);
    expect((form.querySelector(`select[name="${SIZE}"]`) as HTMLSelectElement).value).toBe('Large');
    expect(swatch(SIZE, 'Large')).toHaveClass('selected');
    expect(swatch(SIZE, 'Small')).not.toHaveClass('selected');
    // One render: variation_id goes from 17 to 18 in one write, one change, one found_variation.
    expect(written).toEqual(['18']);
    expect(idChanges).toEqual(['18']);
    expect(events.map(([name]) => name)).toEqual(['found_variation', 'show_variation']);
    expect(p.sku.textContent).toBe('hoodie-blue-large');
  });
});

describe('variation form without preloaded variations (get_variation)', () => {
  const noMatchPage = () => hoodiePage(false);

  it('asks get_variation once every attribute is chosen, with the attribute fields', async () => {
    const requests = fakeServer((request) => {
      const { endpoint } = fieldsOf(request);
      if (endpoint === 'get_variation') return json(HOODIE[2]);
      return json({ attributes: { [COLOR]: ['blue', 'red', 'green'], [SIZE]: ['Small', 'Large'] } });
    });
    const form = noMatchPage();
    form.dataset.custom_data = '{"engraving":"x"}';
    const p = await mount(form);
    select(form, COLOR, 'blue');
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((r) => fieldsOf(r).endpoint).filter((e) => e === 'get_variation')).toHaveLength(0);
    select(form, SIZE, 'Small');
    expect(form).toHaveAttribute('aria-busy');
    await vi.advanceTimersByTimeAsync(0);
    const asked = requests.map(fieldsOf).filter((r) => r.endpoint === 'get_variation');
    expect(asked).toEqual([
      {
        endpoint: 'get_variation',
        fields: { [COLOR]: 'blue', [SIZE]: 'Small', product_id: '14', custom_data: '{"engraving":"x"}' },
      },
    ]);
    expect(p.variationId.value).toBe('17');
    expect(p.button).not.toHaveClass('disabled');
    expect(form).not.toHaveAttribute('aria-busy');
  });

  it('a bare false answer shows and announces the no-match notice verbatim', async () => {
    fakeServer((request) =>
      fieldsOf(request).endpoint === 'get_variation' ? json(false) : json({ attributes: {} }),
    );
    const form = noMatchPage();
    const p = await mount(form);
    select(form, COLOR, 'blue');
    select(form, SIZE, 'Small');
    await vi.advanceTimersByTimeAsync(200);
    expect(p.single.querySelector('.wc-no-matching-variations')?.textContent).toBe(NO_MATCH_TEXT);
    expect(liveText('polite')).toBe(NO_MATCH_TEXT);
    expect(p.button).toHaveClass('disabled', 'wc-variation-selection-needed');
    p.button.click();
    expect(alerts).toEqual([SELECT_TEXT]);
  });

  it.each([
    ['a server error 500', () => text('boom', { status: 500 }), 500],
    ['an offline fetch error', () => Promise.reject(new TypeError('Failed to fetch')), 0],
  ])('%s: unavailable, a message, and the failure logged (SPEC §8)', async (_, failure, status) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer((request) =>
      fieldsOf(request).endpoint === 'get_variation' ? failure() : json({ attributes: {} }),
    );
    const form = noMatchPage();
    const p = await mount(form);
    select(form, COLOR, 'blue');
    select(form, SIZE, 'Small');
    await vi.advanceTimersByTimeAsync(0);
    expect(p.button).toHaveClass('disabled', 'wc-variation-is-unavailable');
    expect(p.single.textContent).toBe(UNAVAILABLE_TEXT);
    expect(errors).toHaveBeenCalledWith('Error occured.please try again', status);
    p.button.click();
    expect(alerts).toEqual([UNAVAILABLE_TEXT]);
    errors.mockRestore();
  });

  it('a stale request is aborted when the choice changes', async () => {
    const requests = fakeServer((request, index) => {
      if (fieldsOf(request).endpoint !== 'get_variation') return json({ attributes: {} });
      return new Promise((resolve) => setTimeout(() => resolve(json(HOODIE[index % 6])), 50));
    });
    const form = noMatchPage();
    const p = await mount(form);
    select(form, COLOR, 'blue');
    select(form, SIZE, 'Small');
    await vi.advanceTimersByTimeAsync(0);
    select(form, SIZE, 'Large');
    await vi.advanceTimersByTimeAsync(200);
    const asked = requests.map(fieldsOf).filter((r) => r.endpoint === 'get_variation');
    expect(asked.map((r) => r.fields[SIZE])).toEqual(['Small', 'Large']);
    // Only the answer to the last choice counts.
    expect(p.button).not.toHaveClass('disabled');
  });

  it('disables options the partial-choice endpoint leaves out, before the shopper chooses', async () => {
    const requests = fakeServer((request) => {
      const { endpoint, fields } = fieldsOf(request);
      if (endpoint !== 'firsat_variation_options') return json(false);
      return json({
        attributes: {
          [COLOR]: ['blue', 'red'],
          [SIZE]: fields[COLOR] === 'red' ? ['Small'] : ['Small', 'Large'],
        },
      });
    });
    const form = noMatchPage();
    const p = await mount(form);
    await vi.advanceTimersByTimeAsync(0);
    expect(p.option(COLOR, 'green').disabled).toBe(true);
    expect(p.option(SIZE, 'Large').disabled).toBe(false);
    select(form, COLOR, 'red');
    await vi.advanceTimersByTimeAsync(0);
    expect(p.option(SIZE, 'Large').disabled).toBe(true);
    const partial = requests.map(fieldsOf).filter((r) => r.endpoint === 'firsat_variation_options');
    expect(partial.at(-1)?.fields).toEqual({ [COLOR]: 'red', [SIZE]: '', product_id: '14' });
  });

  it.each([
    ['404', () => text('', { status: 404 })],
    ['-1', () => text('-1')],
    ['an empty body', () => text('')],
  ])('degrades to the classic form when the server answers %s', async (_, reply) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = fakeServer((request) =>
      fieldsOf(request).endpoint === 'firsat_variation_options' ? reply() : json(false),
    );
    const form = noMatchPage();
    const p = await mount(form);
    await vi.advanceTimersByTimeAsync(0);
    select(form, COLOR, 'red');
    await vi.advanceTimersByTimeAsync(0);
    expect([...form.querySelectorAll('option')].some((o) => o.disabled)).toBe(false);
    expect(p.option(SIZE, 'Large').disabled).toBe(false);
    expect(requests.map(fieldsOf).filter((r) => r.endpoint === 'firsat_variation_options')).toHaveLength(1);
    errors.mockRestore();
  });
});

describe('variation form props', () => {
  it('reads the product id and the inline variations', () => {
    const props = variationFormProps.parse(hoodiePage());
    expect(props.productId).toBe(14);
    expect(props.variations).toHaveLength(6);
    expect(props.customData).toBe('');
  });

  it('reads "false" as no preloaded variations', () => {
    expect(variationFormProps.parse(hoodiePage(false)).variations).toBe(false);
  });

  it.each([
    ['not JSON', 'data-product_variations', '[{', 'is not valid JSON'],
    ['not a list', 'data-product_variations', '{"a":1}', 'must be a list of variations or false'],
    ['a bad product id', 'data-product_id', 'abc', 'must be a number'],
  ])('a bad attribute (%s) names the island, attribute and value', (_, attribute, value, message) => {
    const form = hoodiePage();
    form.setAttribute(attribute, value);
    expect(() => variationFormProps.parse(form)).toThrow(`[firsat] variation-form: ${attribute}=`);
    expect(() => variationFormProps.parse(form)).toThrow(message);
  });
});
