import { text } from '@firsat/core/testing';
import { endpointOf, fieldsOf, installCartHttp } from '../testing';
import { applyCoupon, isNonceRefusal, removeCoupon } from './client';

const NOTICE = '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>';

describe('coupon requests', () => {
  test('apply_coupon: security and coupon_code (trimmed); the notice HTML comes back', async () => {
    const requests = installCartHttp(() => text(NOTICE));
    expect(await applyCoupon('  SAVE10 ', 'ae6c38000c')).toEqual({ ok: true, noticeHtml: NOTICE });
    expect(requests[0]?.url.search).toBe('?wc-ajax=apply_coupon');
    expect(fieldsOf(requests[0])).toEqual({ security: 'ae6c38000c', coupon_code: 'SAVE10' });
  });

  test('remove_coupon: security and coupon', async () => {
    const requests = installCartHttp(() =>
      text('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>'),
    );
    const outcome = await removeCoupon('save10', 'f4c3d92e7b');
    expect(outcome.ok).toBe(true);
    expect(endpointOf(requests[0])).toBe('remove_coupon');
    expect(fieldsOf(requests[0])).toEqual({ security: 'f4c3d92e7b', coupon: 'save10' });
  });

  test.each([
    ['-1 with 403 (bad or expired nonce)', () => text('-1', { status: 403 }), 'expired-nonce', 403],
    ['a server error', () => text('', { status: 500 }), 'failed', 500],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'failed', 0],
  ])('%s', async (_, reply, reason, status) => {
    installCartHttp(reply);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await applyCoupon('x', 'n');
    expect(outcome).toMatchObject({ ok: false, reason });
    expect(log).toHaveBeenCalledWith('Error occured.please try again', status);
    if (!outcome.ok) expect(isNonceRefusal(outcome.error)).toBe(reason === 'expired-nonce');
  });
});
