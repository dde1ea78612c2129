import { IslandError } from '@firsat/core/island';
import { startBehaviour } from '@firsat/core/testing';
import { fireEvent } from '@testing-library/react';
import { CART_FORM_HTML } from '../../shared/testing';
import { quantityFormMarkup } from './fixtures';
import quantityBehaviour from './island';
import { quantityProps } from './props';

const stops: (() => void)[] = [];
/** Starts the island on `host` as the loader does, after its messages. */
function start(host: HTMLElement) {
  const started = startBehaviour(quantityBehaviour, host);
  stops.push(started.stop);
  return started;
}

beforeAll(() => quantityBehaviour.messages?.load());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
});

/** A single product form as WooCommerce prints it (global/quantity-input.php + the button). */
function productForm(attrs: { value: string; min?: string; max?: string; step?: string }) {
  document.body.innerHTML = quantityFormMarkup(attrs);
  const host = document.querySelector<HTMLElement>('div.quantity') as HTMLElement;
  const input = host.querySelector('input') as HTMLInputElement;
  const button = document.querySelector('.single_add_to_cart_button') as HTMLElement;
  return { host, input, button };
}

function mount(host: HTMLElement) {
  start(host);
  const minus = host.querySelector<HTMLButtonElement>('button.minus') as HTMLButtonElement;
  const plus = host.querySelector<HTMLButtonElement>('button.plus') as HTMLButtonElement;
  return { minus, plus };
}

describe('quantity island on the classic input', () => {
  test('adds Turkish-labelled buttons around the native input, which stays', () => {
    const { host, input } = productForm({ value: '2', min: '2', max: '10' });
    const { minus, plus } = mount(host);
    expect(minus).toHaveAccessibleName('Adedi azalt');
    expect(plus).toHaveAccessibleName('Adedi artır');
    expect(minus.getAttribute('type')).toBe('button');
    expect([...host.querySelectorAll('button, input')].map((el) => el.className)).toEqual([
      'minus',
      'input-text qty text',
      'plus',
    ]);
    expect(input.type).toBe('number');
    expect(input.name).toBe('quantity');
  });

  test.each([
    // value, min, max, step, presses, expected value
    ['2', '2', '10', '1', ['plus'], '3'],
    ['9', '2', '10', '1', ['plus', 'plus'], '10'],
    ['3', '2', '10', '1', ['minus', 'minus'], '2'],
    ['1', '1', '', '2', ['plus', 'plus'], '5'],
    ['6', '0', '', '3', ['minus', 'minus', 'minus'], '0'],
    ['abc', '1', '', '1', ['plus'], '2'],
  ])('value %s (min %s, max %s, step %s) after %j is %s', (value, min, max, step, presses, expected) => {
    const { host, input } = productForm({ value, min, max, step });
    const buttons = mount(host);
    for (const press of presses) (press === 'plus' ? buttons.plus : buttons.minus).click();
    expect(input.value).toBe(expected);
  });

  test('plus is disabled at max, minus when the value would drop below 2', () => {
    const { host, input } = productForm({ value: '9', min: '1', max: '10' });
    const { minus, plus } = mount(host);
    expect(plus).toHaveAttribute('aria-disabled', 'false');
    plus.click();
    expect(input.value).toBe('10');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    plus.click();
    expect(input.value).toBe('10');
    fireEvent.input(input, { target: { value: '2' } });
    expect(minus).toHaveAttribute('aria-disabled', 'false');
    minus.click();
    expect(input.value).toBe('1');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    expect(minus.className).toBe('minus');
  });

  test('a typed value is clamped on change and copied to the button data-quantity', () => {
    const { host, input, button } = productForm({ value: '2', min: '2', max: '10' });
    mount(host);
    fireEvent.change(input, { target: { value: '40' } });
    expect(input.value).toBe('10');
    expect(button.getAttribute('data-quantity')).toBe('10');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(input.value).toBe('2');
    expect(button.getAttribute('data-quantity')).toBe('2');
  });

  test('a value below min is raised on page load and copied to the button', () => {
    const { host, input, button } = productForm({ value: '1', min: '2', max: '10' });
    mount(host);
    expect(input.value).toBe('2');
    expect(button.getAttribute('data-quantity')).toBe('2');
  });

  test('new limits on the input (a variation was chosen) re-evaluate the steppers', async () => {
    const { host, input } = productForm({ value: '2', min: '1', max: '' });
    const { plus } = mount(host);
    expect(plus).toHaveAttribute('aria-disabled', 'false');
    input.setAttribute('max', '2');
    await Promise.resolve();
    expect(plus).toHaveAttribute('aria-disabled', 'true');
  });

  test('changes are announced as input and change events, so forms see them', () => {
    const { host, input } = productForm({ value: '2', min: '1', max: '' });
    const { plus } = mount(host);
    const seen: string[] = [];
    input.form?.addEventListener('input', () => seen.push('input'));
    input.form?.addEventListener('change', () => seen.push('change'));
    plus.click();
    expect(seen).toEqual(['input', 'change']);
  });
});

describe('quantity island on the cart page (reference cart-form.html)', () => {
  test('keeps a value below min on load and does not touch buttons; steppers still clamp', () => {
    document.body.innerHTML = CART_FORM_HTML;
    const hosts = [...document.querySelectorAll<HTMLElement>('div.quantity')];
    const [beanie] = hosts;
    const input = beanie?.querySelector('input') as HTMLInputElement;
    input.setAttribute('min', '3');
    const { props } = start(beanie as HTMLElement);
    expect(props.parts.isCartPage).toBe(true);
    expect(input.value).toBe('2');
    const plus = beanie?.querySelector('button.plus') as HTMLButtonElement;
    plus.click();
    expect(input.value).toBe('3');
    expect(input.name).toBe('cart[c51ce410c124a10e0db5e4b97fc2af39][qty]');
  });
});

describe('quantity island on product-blocks steppers', () => {
  test('adopts .wopb-add-to-cart-minus / -plus, making them keyboard buttons', () => {
    document.body.innerHTML = `<div class="wopb-product-btn"><div class="wopb-qty-wrap"><span class="wopb-add-to-cart-minus">-</span><input type="number" class="wopb-qty qty" value="1" min="1" max="3" step="1" /><span class="wopb-add-to-cart-plus">+</span></div><a class="single_add_to_cart_button add_to_cart_button" data-quantity="1" data-product_id="20">Sepete ekle</a></div>`;
    const host = document.querySelector<HTMLElement>('.wopb-qty-wrap') as HTMLElement;
    start(host);
    const plus = host.querySelector('.wopb-add-to-cart-plus') as HTMLElement;
    const minus = host.querySelector('.wopb-add-to-cart-minus') as HTMLElement;
    expect(host.querySelectorAll('button')).toHaveLength(0);
    expect(plus).toHaveAttribute('role', 'button');
    expect(plus).toHaveAttribute('tabindex', '0');
    expect(plus).toHaveAccessibleName('Adedi artır');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(plus, { key: 'Enter' });
    plus.click();
    const input = host.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('3');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(document.querySelector('.add_to_cart_button')?.getAttribute('data-quantity')).toBe('3');
  });
});

describe('quantity props', () => {
  test('markup without an input.qty names the island and what is missing', () => {
    const el = document.createElement('div');
    el.className = 'quantity';
    expect(() => quantityProps.parse(el)).toThrow(
      new IslandError('quantity', 'input.qty', null, 'is required inside the quantity markup'),
    );
  });

  test('a hidden input (sold individually) gets no steppers', () => {
    const el = document.createElement('div');
    el.innerHTML = '<input type="hidden" class="qty" name="quantity" value="1" />';
    const { props } = start(el);
    expect(props.parts.input).toBeNull();
    expect(el.querySelectorAll('button')).toHaveLength(0);
  });
});

describe('stopping the quantity island', () => {
  test('its own steppers go: the field is as printed again', () => {
    const { host, input } = productForm({ value: '2', min: '1', max: '10' });
    const printed = host.outerHTML;
    const { plus } = mount(host);
    plus.click();
    expect(input.value).toBe('3');
    stops.pop()?.();
    expect(host.outerHTML).toBe(printed);
  });

  test('printed steppers are as printed again and no longer step', () => {
    document.body.innerHTML = quantityFormMarkup({ value: '1', max: '3', kind: 'product-blocks' });
    const host = document.querySelector<HTMLElement>('.wopb-qty-wrap') as HTMLElement;
    const printed = host.outerHTML;
    start(host);
    const plus = host.querySelector('.wopb-add-to-cart-plus') as HTMLElement;
    plus.click();
    expect(host.outerHTML).not.toBe(printed);
    stops.pop()?.();
    expect(host.outerHTML).toBe(printed);
    plus.click();
    expect((host.querySelector('input') as HTMLInputElement).value).toBe('2');
  });
});
