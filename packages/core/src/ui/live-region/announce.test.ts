import { announce, getLiveRegion, LIVE_REGION_SETTLE_MS } from './announce';

const polite = () => getLiveRegion().querySelector('[role="status"]');
const assertive = () => getLiveRegion().querySelector('[role="alert"]');

describe('announce', () => {
  test('creates one visually hidden live region lazily and reuses it', () => {
    expect(document.querySelector('[data-firsat-live-region]')).toBeNull();
    announce('Sepete eklendi');
    announce('Eşleşen ürün yok');
    announce('Bir hata oluştu', 'assertive');
    const regions = document.querySelectorAll('[data-firsat-live-region]');
    expect(regions).toHaveLength(1);
    const region = getLiveRegion();
    expect(region).toBe(regions[0]);
    expect(region.style.position).toBe('absolute');
    expect(region.style.width).toBe('1px');
    expect(region.style.overflow).toBe('hidden');
  });

  test('polite text goes to the status channel, assertive to the alert channel, latest only', () => {
    getLiveRegion();
    announce('Sepete eklendi');
    announce('Eşleşen ürün yok');
    announce('Bir hata oluştu', 'assertive');
    expect(polite()).toHaveAttribute('aria-live', 'polite');
    expect(polite()).toHaveAttribute('aria-atomic', 'true');
    expect(polite()).toHaveTextContent(/^Eşleşen ürün yok$/);
    expect(assertive()).toHaveAttribute('aria-live', 'assertive');
    expect(assertive()).toHaveTextContent(/^Bir hata oluştu$/);
  });

  test('the same text twice is a new node, so it is spoken again', () => {
    getLiveRegion();
    announce('Sepete eklendi');
    const first = polite()?.firstChild;
    announce('Sepete eklendi');
    const second = polite()?.firstChild;
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(second?.textContent).toBe('Sepete eklendi');
  });

  test('the first message of a new region waits until the region has settled', () => {
    vi.useFakeTimers();
    try {
      announce('Sepete eklendi');
      expect(polite()).toBeEmptyDOMElement();
      vi.advanceTimersByTime(LIVE_REGION_SETTLE_MS);
      expect(polite()).toHaveTextContent('Sepete eklendi');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a newer message is not overwritten by the delayed first one', () => {
    vi.useFakeTimers();
    try {
      announce('eski');
      announce('yeni');
      vi.advanceTimersByTime(LIVE_REGION_SETTLE_MS);
      expect(polite()).toHaveTextContent(/^yeni$/);
    } finally {
      vi.useRealTimers();
    }
  });

  test('comes back if the page body was replaced', () => {
    getLiveRegion();
    document.body.innerHTML = '';
    getLiveRegion();
    announce('iki');
    expect(getLiveRegion()).toHaveTextContent('iki');
    expect(document.querySelectorAll('[data-firsat-live-region]')).toHaveLength(1);
  });

  test('text is never parsed as HTML', () => {
    getLiveRegion();
    announce('<img src=x onerror=alert(1)>');
    expect(getLiveRegion().querySelector('img')).toBeNull();
    expect(polite()).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
