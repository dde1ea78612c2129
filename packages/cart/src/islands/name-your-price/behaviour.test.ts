import { configure, IslandError } from '@firsat/core/island';
import { resetConfig, resetOverrides, startBehaviour } from '@firsat/core/testing';
import { fireEvent } from '@testing-library/react';
import { namePriceForm } from './fixtures';
import nameYourPriceBehaviour from './island';
import { NAME_PRICE_CHECK_DELAY_MS, NAME_PRICE_WARNING_MS } from './model';
import { namePriceProps } from './props';

const stops: (() => void)[] = [];
function mount(options?: Parameters<typeof namePriceForm>[0]) {
  const { form, host } = namePriceForm(options);
  const printed = form.outerHTML;
  const { stop } = startBehaviour(nameYourPriceBehaviour, host);
  stops.push(stop);
  const field = form.querySelector('#wopb-name-price-box') as HTMLInputElement;
  const button = form.querySelector('.single_add_to_cart_button') as HTMLButtonElement;
  const warning = form.querySelector('#wopb-price-warning') as HTMLElement;
  return { form, host, field, button, warning, printed, unmount: stop };
}

const type = (field: HTMLInputElement, value: string) => fireEvent.input(field, { target: { value } });
const assertive = () =>
  document.querySelector('[data-firsat-live-region] [aria-live="assertive"]')?.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers();
  resetOverrides();
  resetConfig();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  document.body.replaceChildren();
  resetOverrides();
  resetConfig();
});

describe('name-your-price props', () => {
  test('reads data-min and data-max as amounts; empty or absent means no limit', () => {
    expect(namePriceProps.parse(namePriceForm().host)).toEqual({ min: 50, max: 5000 });
    expect(namePriceProps.parse(namePriceForm({ min: '', max: null }).host)).toEqual({
      min: undefined,
      max: undefined,
    });
    expect(namePriceProps.parse(namePriceForm({ min: '12.5' }).host).min).toBe(12.5);
  });

  test.each([
    ['data-min', { min: 'elli' }, 'elli'],
    ['data-max', { max: '-3' }, '-3'],
  ])('a bad %s names the island, the attribute and the value', (attribute, options, value) => {
    expect(() => namePriceProps.parse(namePriceForm(options).host)).toThrow(
      new IslandError(
        'name-your-price',
        attribute,
        value,
        'must be an amount of 0 or more, or empty for no limit',
      ),
    );
  });
});

describe('name-your-price behaviour', () => {
  test('typing 10 shows the minimum message after 1 s and resets to the minimum (default $ left)', () => {
    const { field, warning } = mount();
    type(field, '10');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS - 10);
    expect(field.value).toBe('10');
    expect(warning.textContent).toBe('');
    vi.advanceTimersByTime(10);
    expect(field.value).toBe('50');
    expect(warning.textContent).toBe('Minimum Price limit is $50');
    expect(field).toHaveAttribute('aria-describedby', 'wopb-price-warning');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    vi.advanceTimersByTime(200);
    expect(assertive()).toBe('Minimum Price limit is $50');
    vi.advanceTimersByTime(NAME_PRICE_WARNING_MS);
    expect(warning.textContent).toBe('');
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  test('99999 resets to the maximum with the maximum message', () => {
    const { field, warning } = mount();
    type(field, '99999');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(field.value).toBe('5000');
    expect(warning.textContent).toBe('Maximum Price limit is $5.000');
  });

  test.each([
    ['left', 'Maximum Price limit is ₺5.000'],
    ['left_space', 'Maximum Price limit is ₺\u00a05.000'],
    ['right', 'Maximum Price limit is 5.000₺'],
    ['right_space', 'Maximum Price limit is 5.000\u00a0₺'],
  ] as const)('currency symbol placed %s', (position, text) => {
    configure({ locale: 'tr', productBlocks: { currencySymbol: '₺', currencyPosition: position } });
    const { field, warning } = mount();
    type(field, '6000');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(warning.textContent).toBe(text);
  });

  test('empty shows the minimum message and keeps add to cart disabled', () => {
    const { field, button, warning } = mount();
    expect(button).toBeEnabled();
    type(field, '');
    expect(button).toBeDisabled();
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(field.value).toBe('');
    expect(warning.textContent).toBe('Minimum Price limit is $50');
    expect(button).toBeDisabled();
  });

  test('add to cart is disabled while the amount is 0 or less; a suggestion above 0 enables it', () => {
    const { field, button, host } = mount({ min: '', max: '', value: '0' });
    expect(button).toBeDisabled();
    type(field, '-2');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(field.value).toBe('-2');
    expect(button).toBeDisabled();
    const radio = host.querySelector('#wopb-chunk-2') as HTMLInputElement;
    fireEvent.click(radio);
    expect(field.value).toBe('250');
    expect(button).toBeEnabled();
    expect(radio.parentElement).toHaveClass('active');
    expect(host.querySelector('#wopb-chunk-0')?.parentElement).not.toHaveClass('active');
    type(field, '260');
    expect(radio.checked).toBe(false);
    expect(radio.parentElement).not.toHaveClass('active');
  });

  test('a submit while a check waits runs it first and holds the form when the amount changed', () => {
    const { form, field } = mount();
    const sent = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', sent);
    type(field, '20');
    fireEvent.submit(form);
    expect(field.value).toBe('50');
    expect(sent).not.toHaveBeenCalled();
    type(field, '120');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    fireEvent.submit(form);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('wopb_custom_prices')).toBe('120');
  });

  test('unmounting re-enables the button and stops the timers', () => {
    const { field, button, unmount } = mount();
    type(field, '0');
    expect(button).toBeDisabled();
    unmount();
    expect(button).toBeEnabled();
    expect(vi.getTimerCount()).toBe(0);
  });

  test('unmounting after a warning and a chosen suggestion leaves the form as printed', () => {
    const { form, field, host, printed, unmount } = mount();
    type(field, '10');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    fireEvent.click(host.querySelector('#wopb-chunk-1') as HTMLInputElement);
    type(field, '0');
    expect(form.outerHTML).not.toBe(printed);
    unmount();
    expect(form.outerHTML).toBe(printed);
  });

  test('a warning box it had to make goes when it is unmounted', () => {
    const holder = namePriceForm();
    holder.form.querySelector('#wopb-price-warning')?.remove();
    const printed = holder.form.outerHTML;
    const { stop } = startBehaviour(nameYourPriceBehaviour, holder.host);
    type(holder.form.querySelector('#wopb-name-price-box') as HTMLInputElement, '1');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(holder.form.querySelector('#wopb-price-warning')).toHaveTextContent('Minimum Price limit is $50');
    stop();
    expect(holder.form.outerHTML).toBe(printed);
  });
});

describe('its texts (SPEC §5, verbatim, in the chunk)', () => {
  test.each(['tr', 'en'] as const)('the %s page says SPEC’s words', (locale) => {
    configure({ locale });
    const { field, warning } = mount();
    type(field, '1');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(warning.textContent).toMatch(/^Minimum Price limit is .*50$/);
    type(field, '9999999');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(warning.textContent).toMatch(/^Maximum Price limit is .*5.000$/);
  });

  test('a text the server printed wins', () => {
    configure({ messages: { namePriceMin: 'En az {price}' } });
    const { field, warning } = mount();
    type(field, '1');
    vi.advanceTimersByTime(NAME_PRICE_CHECK_DELAY_MS);
    expect(warning.textContent).toBe('En az $50');
  });
});
