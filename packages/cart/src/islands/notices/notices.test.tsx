import { act, render } from '@testing-library/react';
import { Notices } from './notices';

describe('notices island', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('focuses a notice the server printed, after 500 ms', () => {
    document.body.innerHTML =
      '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">“Cüzdan” sepetinizden çıkarıldı.</div></div>';
    const host = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper') as HTMLElement;
    render(<Notices host={host} />);
    act(() => vi.advanceTimersByTime(500));
    expect(document.activeElement?.textContent).toBe('“Cüzdan” sepetinizden çıkarıldı.');
  });

  test('focuses an alert notice another script inserts later; a status notice is left alone', async () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"></div>';
    const host = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper') as HTMLElement;
    render(<Notices host={host} />);
    host.innerHTML = '<div class="woocommerce-info" role="status">Bilgi</div>';
    await act(async () => {
      await Promise.resolve();
      vi.advanceTimersByTime(600);
    });
    expect(document.activeElement).toBe(document.body);
    host.insertAdjacentHTML('afterbegin', '<ul class="woocommerce-error" role="alert"><li>Hata</li></ul>');
    await act(async () => {
      await Promise.resolve();
      vi.advanceTimersByTime(500);
    });
    expect(document.activeElement).toBe(host.querySelector('ul.woocommerce-error'));
  });
});
