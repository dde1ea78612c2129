import { describe, expect, it } from 'vitest';
import {
  addCartPayload,
  columnCount,
  createReplyCache,
  parsePostList,
  quickViewPayload,
  replyKey,
  thumbsInView,
  ZOOM_OFFSET_CAP,
  zoomOffset,
  zoomRuns,
  zoomTransform,
} from './model';

describe('quick view model', () => {
  it('the wopb_quickview payload: action, postid, postList (SPEC §7)', () => {
    const payload = quickViewPayload(32, [20, 32, 25]);
    expect(payload).toEqual({ action: 'wopb_quickview', postid: '32', postList: '20,32,25' });
    expect(Object.keys(payload)).toEqual(['action', 'postid', 'postList']);
    expect(replyKey(payload)).toBe('32|20,32,25');
  });

  it('the wopb_addcart payload: postid, variationId, quantity, variation[…], cartType, then the form fields', () => {
    const payload = addCartPayload({
      productId: '25',
      variationId: '100',
      quantity: '2',
      variation: { attribute_pa_renk: 'kirmizi' },
      cartType: 'buy_now',
      fields: [
        ['attribute_pa_renk', 'kirmizi'],
        ['quantity', '2'],
        ['add-to-cart', '25'],
        ['product_id', '25'],
        ['variation_id', '100'],
      ],
    });
    expect(payload).toEqual({
      action: 'wopb_addcart',
      postid: '25',
      variationId: '100',
      quantity: '2',
      'variation[attribute_pa_renk]': 'kirmizi',
      cartType: 'buy_now',
      attribute_pa_renk: 'kirmizi',
      'add-to-cart': '25',
      product_id: '25',
      variation_id: '100',
    });
  });

  it.each([
    // x, y, width, height → offset
    [0, 0, 400, 400, { x: 0, y: 0 }],
    [100, 200, 400, 400, { x: 25, y: 50 }],
    [296, 296, 400, 400, { x: 74, y: 74 }],
    [300, 399, 400, 400, { x: 74, y: 74 }],
    [400, 10, 400, 200, { x: 74, y: 5 }],
    [-5, 20, 400, 400, { x: 0, y: 5 }],
    [10, 10, 0, 0, { x: 0, y: 0 }],
  ])('zoomOffset(%d, %d over %d × %d) = %o (capped at 74 %)', (x, y, w, h, expected) => {
    expect(zoomOffset(x, y, w, h)).toEqual(expected);
  });

  it('the cap is 74 and the transform moves the inner frame back', () => {
    expect(ZOOM_OFFSET_CAP).toBe(74);
    expect(zoomTransform({ x: 25, y: 74 })).toBe('translate(-25%, -74%)');
  });

  it.each([
    [1280, true, true],
    [992, true, true],
    [991, true, false],
    [768, true, false],
    [390, true, false],
    [1280, false, false],
  ])('zoom at %d px (hover %s): %s', (width, hover, expected) => {
    expect(zoomRuns(width, hover)).toBe(expected);
  });

  it.each([
    [1280, 4],
    [992, 4],
    [991, 3],
    [768, 3],
    [767, 2],
    [390, 2],
  ])('thumbnails in view at %d px: %d (breakpoints 992 and 768)', (width, expected) => {
    expect(thumbsInView(width, { lg: 4, sm: 3, xs: 2 })).toBe(expected);
  });

  it('column counts and post lists as printed', () => {
    expect(columnCount('4', 1)).toBe(4);
    expect(columnCount(' 3 ', 1)).toBe(3);
    expect(columnCount('0', 2)).toBe(2);
    expect(columnCount('x', 2)).toBe(2);
    expect(columnCount(null, 2)).toBe(2);
    expect(parsePostList('20,32, 25')).toEqual([20, 32, 25]);
    expect(parsePostList('')).toEqual([]);
    expect(parsePostList('20,,25')).toBeNull();
    expect(parsePostList('20,abc')).toBeNull();
  });

  it('the reply cache keeps the newest, drops the oldest past its limit', () => {
    const cache = createReplyCache(2);
    cache.set('a', '1');
    cache.set('b', '2');
    cache.set('a', '1b');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1b');
    expect(cache.get('c')).toBe('3');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
