import { IslandError } from '@firsat/core/island';
import { startBehaviour } from '@firsat/core/testing';
import { fireEvent } from '@testing-library/react';
import { cartCouponSectionMarkup } from './fixtures';
import cartSectionsBehaviour from './island';
import { cartSectionsProps } from './props';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
});

/** The cart builder's coupon section (product-blocks cart-coupon template), bound. */
function couponSection(options?: Parameters<typeof cartCouponSectionMarkup>[0]) {
  document.body.innerHTML = cartCouponSectionMarkup(options);
  const host = document.querySelector<HTMLElement>('.wopb-coupon-section') as HTMLElement;
  const printed = host.outerHTML;
  const { stop } = startBehaviour(cartSectionsBehaviour, host);
  stops.push(stop);
  return { host, printed, stop };
}

describe('cart sections', () => {
  test('the header toggles the body; the button says so with aria-expanded and the plugin class', () => {
    const { host } = couponSection();
    const button = host.querySelector('button.wopb-toggle-btn') as HTMLButtonElement;
    const body = host.querySelector('.wopb-coupon-form') as HTMLElement;
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', body.id);
    expect(button).toHaveAccessibleName('İndirim kodunuz var mı?');
    button.click();
    expect(body.hidden).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('wopb-toggle-btn-collapse');
    expect(host).toHaveAttribute('data-state', 'closed');
    fireEvent.click(host.querySelector('.wopb-toggle-text') as HTMLElement);
    expect(body.hidden).toBe(false);
    expect(host).toHaveAttribute('data-state', 'open');
  });

  test('a body the server hid starts closed', () => {
    const { host } = couponSection({ closed: true });
    expect(host.querySelector('button')).toHaveAttribute('aria-expanded', 'false');
    (host.querySelector('button') as HTMLButtonElement).click();
    expect((host.querySelector('.wopb-coupon-form') as HTMLElement).style.display).toBe('');
  });

  test('without its button the header itself is the button: Enter and Space toggle', () => {
    const { host } = couponSection({ button: false });
    const header = host.querySelector('.wopb-toggle-header') as HTMLElement;
    const body = host.querySelector('.wopb-coupon-form') as HTMLElement;
    expect(header).toHaveAttribute('role', 'button');
    expect(header).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(header, { key: 'Enter' });
    expect(body.hidden).toBe(true);
    fireEvent.keyDown(header, { key: ' ' });
    expect(body.hidden).toBe(false);
    expect(header).toHaveAttribute('aria-expanded', 'true');
  });

  test('stopped after toggling, the section is byte for byte as printed and the header does nothing', () => {
    for (const options of [{}, { closed: true }, { button: false }]) {
      const { host, printed, stop } = couponSection(options);
      fireEvent.click(host.querySelector('.wopb-toggle-header') as HTMLElement);
      expect(host.outerHTML).not.toBe(printed);
      stop();
      expect(host.outerHTML).toBe(printed);
      fireEvent.click(host.querySelector('.wopb-toggle-header') as HTMLElement);
      expect(host.outerHTML).toBe(printed);
    }
  });

  test('a section without a header names the island and what is missing', () => {
    const el = document.createElement('div');
    expect(() => cartSectionsProps.parse(el)).toThrow(
      new IslandError('cart-sections', '.wopb-toggle-header', null, 'is required inside the section'),
    );
  });
});
