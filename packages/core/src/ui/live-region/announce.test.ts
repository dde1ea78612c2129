import { announce, getLiveRegion } from './announce';

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
    announce('Sepete eklendi');
    announce('Eşleşen ürün yok');
    announce('Bir hata oluştu', 'assertive');
    const region = getLiveRegion();
    const polite = region.querySelector('[role="status"]');
    const assertive = region.querySelector('[role="alert"]');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(polite).toHaveAttribute('aria-atomic', 'true');
    expect(polite).toHaveTextContent(/^Eşleşen ürün yok$/);
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(assertive).toHaveTextContent(/^Bir hata oluştu$/);
  });

  test('the same text twice is a new node, so it is spoken again', () => {
    announce('Sepete eklendi');
    const first = getLiveRegion().querySelector('[role="status"]')?.firstChild;
    announce('Sepete eklendi');
    const second = getLiveRegion().querySelector('[role="status"]')?.firstChild;
    expect(second).not.toBe(first);
    expect(second?.textContent).toBe('Sepete eklendi');
  });

  test('comes back if the page body was replaced', () => {
    announce('bir');
    document.body.innerHTML = '';
    announce('iki');
    expect(getLiveRegion()).toHaveTextContent('iki');
    expect(document.querySelectorAll('[data-firsat-live-region]')).toHaveLength(1);
  });

  test('text is never parsed as HTML', () => {
    announce('<img src=x onerror=alert(1)>');
    expect(getLiveRegion().querySelector('img')).toBeNull();
  });
});
