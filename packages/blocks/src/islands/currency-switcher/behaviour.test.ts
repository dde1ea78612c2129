import { setHttpClient } from '@firsat/core/http';
import { configure, IslandError } from '@firsat/core/island';
import { $currency } from '@firsat/core/stores';
import { fakeFetch, json, startBehaviour, TEST_SETTINGS, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { page as pageActions, SAVED_EVENT } from './behaviour';
import { currencySwitcherMarkup } from './fixtures';
import currencySwitcherBehaviour from './island';
import { NOTE_KEY } from './model';
import { currencySwitcherProps } from './props';

function page(markup = currencySwitcherMarkup()) {
  document.body.innerHTML = markup;
  return document.querySelector('.wopb-currency-switcher-container') as HTMLElement;
}

const stops: (() => void)[] = [];
function mount(host: HTMLElement) {
  const { stop } = startBehaviour(currencySwitcherBehaviour, host);
  stops.push(stop);
  return stop;
}

function serve(reply: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(reply);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}

const trigger = (host: HTMLElement) => host.querySelector('.wopb-selected-currency-container') as HTMLElement;
const option = (code: string) => document.querySelector(`li[value="${code}"]`) as HTMLElement;
const block = () => document.querySelector('.wp-block-product-blocks-currency-switcher') as HTMLElement;
const liveText = () =>
  document.querySelector('[data-firsat-live-region] [aria-live="polite"]')?.textContent ?? '';

let reload: Mock<() => void>;
beforeAll(() => currencySwitcherBehaviour.messages?.load());
beforeEach(() => {
  configure({
    ...TEST_SETTINGS,
    productBlocks: { security: 'core-nonce', currencySwitcherSecurity: 'switcher-nonce' },
  });
  setHttpClient(undefined);
  sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(pageActions, 'reload').mockImplementation(reload);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  setHttpClient(undefined);
  document.querySelector('[data-firsat-live-region]')?.remove();
});

describe('currency switcher props', () => {
  test('read the chosen code and the list from the plugin markup', () => {
    expect(currencySwitcherProps.parse(page(currencySwitcherMarkup({ selected: 'USD' })))).toEqual({
      selected: 'USD',
      currencies: [
        { code: 'TRY', current: false },
        { code: 'USD', current: true },
        { code: 'EUR', current: false },
      ],
    });
  });

  test('a list value that is not a code names the island, the attribute and the value', () => {
    const host = page(currencySwitcherMarkup().replace('value="EUR"', 'value="avro"'));
    expect(() => currencySwitcherProps.parse(host)).toThrow(
      new IslandError('currency-switcher', 'value', 'avro', 'is not a currency code (three capital letters)'),
    );
  });

  test('no chosen code is an error', () => {
    const host = page(currencySwitcherMarkup().replace(/TRY<\/div>/, '</div>'));
    expect(() => currencySwitcherProps.parse(host)).toThrow(/names no currency code/);
  });
});

describe('currency switcher behaviour', () => {
  test('makes the printed dropdown a button over a listbox, and gives the markup back byte for byte', () => {
    const host = page();
    const printed = document.body.innerHTML;
    const stop = mount(host);
    const button = trigger(host);
    expect(button).toHaveAttribute('role', 'button');
    expect(button).toHaveAttribute('tabindex', '0');
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Para birimi: TRY');
    const list = host.querySelector('ul') as HTMLElement;
    expect(list).toHaveAttribute('role', 'listbox');
    expect(button).toHaveAttribute('aria-controls', host.querySelector('.wopb-set-default-currency')?.id);
    expect(option('USD')).toHaveAttribute('role', 'option');
    expect(option('TRY')).not.toHaveAttribute('role');
    // Not offered, so out of the listbox's tree (a listbox holds options only: axe aria-required-children).
    expect(option('TRY')).toHaveAttribute('hidden');
    expect(host.querySelector('.wopb-set-default-currency')).not.toHaveAttribute('style');
    expect($currency.get().code).toBe('TRY');
    stop();
    expect(document.body.innerHTML).toBe(printed);
    expect($currency.get().code).toBe('');
  });

  test('keyboard: Enter opens on the first option, arrows Home End move, Escape closes with focus back', async () => {
    const host = page();
    mount(host);
    const user = userEvent.setup();
    trigger(host).focus();
    await user.keyboard('{Enter}');
    expect(host).toHaveClass('open');
    expect(trigger(host)).toHaveAttribute('aria-expanded', 'true');
    expect(option('USD')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option('EUR')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(option('USD')).toHaveFocus();
    await user.keyboard('{End}');
    expect(option('EUR')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(host).not.toHaveClass('open');
    expect(trigger(host)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(option('EUR')).toHaveFocus();
  });

  test('a press outside closes it', async () => {
    const host = page(`${currencySwitcherMarkup()}<button id="away">away</button>`);
    mount(host);
    const user = userEvent.setup();
    await user.click(trigger(host));
    expect(host).toHaveClass('open');
    expect(option('USD')).toHaveFocus();
    await user.click(document.getElementById('away') as HTMLElement);
    expect(host).not.toHaveClass('open');
  });

  test('choosing sends wopb_current_currency_save with data and wpnonce, shows the loading, then reloads', async () => {
    let answer: (r: Response) => void = () => {};
    const requests = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const host = page();
    mount(host);
    const user = userEvent.setup();
    await user.click(trigger(host));
    await user.click(option('USD'));
    expect(block()).toHaveClass('wopb-block-loading');
    expect(trigger(host)).toHaveAttribute('aria-busy', 'true');
    expect(host).not.toHaveClass('open');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(requests[0]?.method).toBe('POST');
    expect([...new URLSearchParams(requests[0]?.text)]).toEqual([
      ['action', 'wopb_current_currency_save'],
      ['data', 'USD'],
      ['wpnonce', 'switcher-nonce'],
    ]);
    answer(json({ success: true, data: { currency: 'USD' } }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(NOTE_KEY)).toBe('USD');
  });

  test('a listener may cancel the reload (firsat:currency-saved, detail.code)', async () => {
    serve(() => json({ success: true, data: { currency: 'EUR' } }));
    const host = page();
    mount(host);
    const seen: string[] = [];
    document.addEventListener(
      SAVED_EVENT,
      (event) => {
        seen.push((event as CustomEvent<{ code: string }>).detail.code);
        event.preventDefault();
      },
      { once: true },
    );
    const user = userEvent.setup();
    await user.click(trigger(host));
    await user.click(option('EUR'));
    await waitFor(() => expect(seen).toEqual(['EUR']));
    expect(reload).not.toHaveBeenCalled();
  });

  test('Enter on an option chooses it', async () => {
    const requests = serve(() => json({ success: true, data: { currency: 'EUR' } }));
    const host = page();
    mount(host);
    const user = userEvent.setup();
    trigger(host).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(new URLSearchParams(requests[0]?.text).get('data')).toBe('EUR');
  });

  test('the next page announces the choice once, through the live region', async () => {
    sessionStorage.setItem(NOTE_KEY, 'USD');
    mount(page(currencySwitcherMarkup({ selected: 'USD' })));
    await waitFor(() =>
      expect(liveText()).toBe('Para birimi USD olarak değiştirildi. Fiyatlar USD ile gösteriliyor.'),
    );
    expect(sessionStorage.getItem(NOTE_KEY)).toBeNull();
    expect($currency.get().code).toBe('USD');
  });

  test('a note the page does not show is dropped unannounced', async () => {
    sessionStorage.setItem(NOTE_KEY, 'USD');
    mount(page());
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(liveText()).toBe('');
    expect(sessionStorage.getItem(NOTE_KEY)).toBeNull();
  });

  test.each([
    ['a server error', () => text('Sunucu hatası', { status: 500 }), 500],
    ['a refusal', () => json({ success: false, data: { message: 'x' } }, { status: 400 }), 400],
    ['a reply that is not a success', () => json({ success: false }), 200],
  ])(
    '%s leaves the page as it was, logs SPEC §8 with the status and shows a message',
    async (_name, reply, status) => {
      serve(reply);
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const host = page();
      mount(host);
      const user = userEvent.setup();
      await user.click(trigger(host));
      await user.click(option('USD'));
      const alert = await waitFor(() => {
        const found = document.querySelector('.wopb-currency-switcher-error');
        expect(found).not.toBeNull();
        return found as HTMLElement;
      });
      expect(alert).toHaveAttribute('role', 'alert');
      expect(alert).toHaveTextContent('Para birimi değiştirilemedi. Lütfen tekrar deneyin.');
      expect(error).toHaveBeenCalledWith('Error occured.please try again', status);
      expect(block()).not.toHaveClass('wopb-block-loading');
      expect(trigger(host)).not.toHaveAttribute('aria-busy');
      expect(reload).not.toHaveBeenCalled();
      expect(sessionStorage.getItem(NOTE_KEY)).toBeNull();
    },
  );

  test('an expired nonce is renewed once with wopb_get_nonce and the choice goes through', async () => {
    const requests = serve((request) => {
      const fields = new URLSearchParams(request.text);
      if (fields.get('action') === 'wopb_get_nonce') return json({ success: true, data: { nonce: 'fresh' } });
      return fields.get('wpnonce') === 'fresh'
        ? json({ success: true, data: { currency: 'USD' } })
        : text('-1', { status: 403 });
    });
    const host = page();
    mount(host);
    const user = userEvent.setup();
    await user.click(trigger(host));
    await user.click(option('USD'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requests.map((r) => new URLSearchParams(r.text).get('action'))).toEqual([
      'wopb_current_currency_save',
      'wopb_get_nonce',
      'wopb_current_currency_save',
    ]);
    expect(new URLSearchParams(requests[2]?.text).get('wpnonce')).toBe('fresh');
    expect(sessionStorage.getItem('wopb_nonce')).toBe('fresh');
  });

  test('one currency: no list to bind, the markup stays as printed', () => {
    const host = page(currencySwitcherMarkup({ codes: ['TRY'] }));
    const printed = document.body.innerHTML;
    mount(host);
    expect(document.body.innerHTML).toBe(printed);
  });
});
