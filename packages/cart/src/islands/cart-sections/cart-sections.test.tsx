import { IslandError } from '@firsat/core/island';
import { act, fireEvent, render } from '@testing-library/react';
import { CartSections } from './cart-sections';
import { cartCouponSectionMarkup } from './fixtures';
import { cartSectionsProps } from './props';

/** The cart builder's coupon section (product-blocks cart-coupon template). */
function couponSection(options?: Parameters<typeof cartCouponSectionMarkup>[0]) {
  document.body.innerHTML = cartCouponSectionMarkup(options);
  return document.querySelector<HTMLElement>('.wopb-coupon-section') as HTMLElement;
}

describe('cart sections', () => {
  test('the header toggles the body; the button says so with aria-expanded and the plugin class', () => {
    const host = couponSection();
    render(<CartSections {...cartSectionsProps.parse(host)} host={host} />);
    const button = host.querySelector('button.wopb-toggle-btn') as HTMLButtonElement;
    const body = host.querySelector('.wopb-coupon-form') as HTMLElement;
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', body.id);
    expect(button).toHaveAccessibleName('İndirim kodunuz var mı?');
    act(() => button.click());
    expect(body.hidden).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('wopb-toggle-btn-collapse');
    expect(host).toHaveAttribute('data-state', 'closed');
    act(() => fireEvent.click(host.querySelector('.wopb-toggle-text') as HTMLElement));
    expect(body.hidden).toBe(false);
    expect(host).toHaveAttribute('data-state', 'open');
  });

  test('a body the server hid starts closed', () => {
    const host = couponSection({ closed: true });
    render(<CartSections {...cartSectionsProps.parse(host)} host={host} />);
    expect(host.querySelector('button')).toHaveAttribute('aria-expanded', 'false');
    act(() => (host.querySelector('button') as HTMLButtonElement).click());
    expect((host.querySelector('.wopb-coupon-form') as HTMLElement).style.display).toBe('');
  });

  test('a section without a header names the island and what is missing', () => {
    const el = document.createElement('div');
    expect(() => cartSectionsProps.parse(el)).toThrow(
      new IslandError('cart-sections', '.wopb-toggle-header', null, 'is required inside the section'),
    );
  });
});
