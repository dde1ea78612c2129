import { startBehaviour } from '@firsat/core/testing';
import noticesBehaviour from './island';

const stops: (() => void)[] = [];
function mount(host: HTMLElement) {
  const { stop } = startBehaviour(noticesBehaviour, host);
  stops.push(stop);
  return stop;
}
const flush = () => Promise.resolve();

describe('notices island', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  test('focuses a notice the server printed, after 500 ms', () => {
    document.body.innerHTML =
      '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">“Cüzdan” sepetinizden çıkarıldı.</div></div>';
    const host = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper') as HTMLElement;
    mount(host);
    vi.advanceTimersByTime(500);
    expect(document.activeElement?.textContent).toBe('“Cüzdan” sepetinizden çıkarıldı.');
  });

  test('focuses an alert notice another script inserts later; a status notice is left alone', async () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"></div>';
    const host = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper') as HTMLElement;
    mount(host);
    host.innerHTML = '<div class="woocommerce-info" role="status">Bilgi</div>';
    await flush();
    vi.advanceTimersByTime(600);
    expect(document.activeElement).toBe(document.body);
    host.insertAdjacentHTML('afterbegin', '<ul class="woocommerce-error" role="alert"><li>Hata</li></ul>');
    await flush();
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(host.querySelector('ul.woocommerce-error'));
  });

  test('stopped, the wrapper is as printed again and later notices are left alone', async () => {
    document.body.innerHTML =
      '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">Tamam</div></div>';
    const host = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper') as HTMLElement;
    const printed = host.outerHTML;
    const stop = mount(host);
    vi.advanceTimersByTime(500);
    expect(host.querySelector('[role="alert"]')).toHaveAttribute('tabindex', '-1');
    stop();
    expect(host.outerHTML).toBe(printed);
    (document.activeElement as HTMLElement | null)?.blur();
    host.insertAdjacentHTML('beforeend', '<ul class="woocommerce-error" role="alert"><li>Hata</li></ul>');
    await flush();
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(document.body);
  });
});
