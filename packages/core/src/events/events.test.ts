import { dispatchClassic } from './dispatch-classic';
import { installFakeJQuery } from './fake-jquery';
import { onClassic } from './on-classic';

describe('without jQuery', () => {
  it('dispatches a bubbling CustomEvent on document.body with the arguments as detail', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail, event.target, event.bubbles);
    document.addEventListener('added_to_cart', listener);
    const button = document.createElement('a');
    dispatchClassic('added_to_cart', [{ 'div.x': '<div></div>' }, 'hash1', button]);
    document.removeEventListener('added_to_cart', listener);
    expect(seen).toEqual([[{ 'div.x': '<div></div>' }, 'hash1', button], document.body, true]);
  });

  it('onClassic hears it once, with typed arguments and the target', () => {
    const handler = vi.fn();
    const off = onClassic('removed_from_cart', handler);
    dispatchClassic('removed_from_cart', [{}, 'h2']);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith([{}, 'h2'], document.body);
    off();
    dispatchClassic('removed_from_cart', [{}, 'h3']);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('hears events announced on a form inside the page and on document', () => {
    const form = document.createElement('form');
    document.body.append(form);
    const handler = vi.fn();
    const off = onClassic('found_variation', handler);
    dispatchClassic('found_variation', [{ variation_id: 5 }], form);
    dispatchClassic('wopbAjaxComplete', [], document);
    expect(handler).toHaveBeenCalledWith([{ variation_id: 5 }], form);
    off();
  });

  it('turns a non-array detail (WooCommerce blocks) into one argument', () => {
    const handler = vi.fn();
    const off = onClassic('wc-blocks_added_to_cart', handler);
    document.body.dispatchEvent(
      new CustomEvent('wc-blocks_added_to_cart', { bubbles: true, detail: { preserveCartData: true } }),
    );
    document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { bubbles: true }));
    expect(handler.mock.calls.map((call) => call[0])).toEqual([[{ preserveCartData: true }], []]);
    off();
  });

  it('sends no arguments when none are given', () => {
    const handler = vi.fn();
    const off = onClassic('wc_fragments_refreshed', handler);
    dispatchClassic('wc_fragments_refreshed');
    expect(handler).toHaveBeenCalledWith([], document.body);
    off();
  });
});

describe('with jQuery on the page', () => {
  let fake: ReturnType<typeof installFakeJQuery>;
  beforeEach(() => {
    fake = installFakeJQuery();
  });
  afterEach(() => fake.uninstall());

  it('theme jQuery handlers get the event once, with arguments and the button as a jQuery object', () => {
    const { jQuery } = fake;
    const button = document.createElement('a');
    document.body.append(button);
    const themeHandler = vi.fn();
    jQuery(document.body).on('added_to_cart', themeHandler);
    dispatchClassic('added_to_cart', [{ a: 'b' }, 'hash', button]);
    expect(themeHandler).toHaveBeenCalledTimes(1);
    const [, fragments, hash, $button] = themeHandler.mock.calls[0] ?? [];
    expect(fragments).toEqual({ a: 'b' });
    expect(hash).toBe('hash');
    expect(($button as { 0: Element })[0]).toBe(button);
    expect(jQuery.event?.triggered).toBeUndefined();
  });

  it('delegated theme handlers on document get it once too', () => {
    const handler = vi.fn();
    fake.jQuery(document).on('wc_fragments_refreshed', handler);
    dispatchClassic('wc_fragments_refreshed');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('native theme listeners still hear firsat events once', () => {
    const listener = vi.fn();
    document.body.addEventListener('updated_cart_totals', listener);
    dispatchClassic('updated_cart_totals');
    document.body.removeEventListener('updated_cart_totals', listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('onClassic hears firsat dispatches once (no double delivery)', () => {
    const handler = vi.fn();
    const off = onClassic('added_to_cart', handler);
    const button = document.createElement('button');
    dispatchClassic('added_to_cart', [{}, 'h', button]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith([{}, 'h', button], document.body);
    off();
  });

  it('onClassic hears events a theme triggers through jQuery, with jQuery objects unwrapped', () => {
    const handler = vi.fn();
    const off = onClassic('added_to_cart', handler);
    const button = document.createElement('a');
    document.body.append(button);
    fake.jQuery(document.body).trigger('added_to_cart', [{ f: '1' }, 'theme-hash', fake.jQuery(button)]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith([{ f: '1' }, 'theme-hash', button], document.body);
    off();
  });

  it('onClassic hears native events others dispatch once, though jQuery also sees them', () => {
    const handler = vi.fn();
    fake.jQuery(document).on('wc-blocks_removed_from_cart', () => {});
    const off = onClassic('wc-blocks_removed_from_cart', handler);
    document.body.dispatchEvent(
      new CustomEvent('wc-blocks_removed_from_cart', { bubbles: true, detail: {} }),
    );
    expect(handler).toHaveBeenCalledTimes(1);
    off();
  });

  it('unsubscribes from both sides', () => {
    const handler = vi.fn();
    const off = onClassic('reset_data', handler);
    off();
    dispatchClassic('reset_data');
    fake.jQuery(document.body).trigger('reset_data');
    expect(handler).not.toHaveBeenCalled();
  });

  it('restores jQuery.event.triggered even when a listener throws', () => {
    const boom = () => {
      throw new Error('listener failed');
    };
    // happy-dom reports listener errors instead of rethrowing; either way the flag must be restored.
    document.body.addEventListener('update_checkout', boom);
    try {
      dispatchClassic('update_checkout');
    } catch {
      // ignored
    }
    document.body.removeEventListener('update_checkout', boom);
    expect(fake.jQuery.event?.triggered).toBeUndefined();
  });
});
