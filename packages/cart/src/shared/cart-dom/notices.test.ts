import {
  focusNotice,
  NOTICE_FOCUS_DELAY_MS,
  NOTICE_SCROLL_MS,
  NOTICE_SCROLL_OFFSET_PX,
  showNotices,
} from './notices';

describe('notices (SPEC §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the constants are SPEC’s', async () => {
    expect([NOTICE_FOCUS_DELAY_MS, NOTICE_SCROLL_OFFSET_PX, NOTICE_SCROLL_MS]).toEqual([500, 100, 1000]);
  });

  test('an alert notice gets focus after 500 ms, not before', async () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"></div>';
    const [notice] = await showNotices('<ul class="woocommerce-error" role="alert"><li>Hata</li></ul>');
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(notice);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(notice);
    expect(notice).toHaveAttribute('tabindex', '-1');
  });

  test('the page scrolls to 100 px above the notice', async () => {
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">Tamam</div>';
    const notice = document.querySelector<HTMLElement>('[role="alert"]') as HTMLElement;
    vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
    const matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    focusNotice(notice);
    expect(scrollTo).toHaveBeenCalledWith(0, 500);
    vi.unstubAllGlobals();
  });

  test('shown notice HTML is sanitised and goes to the top of the wrapper', async () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"><p>eski</p></div>';
    await showNotices(
      '<div class="woocommerce-info" role="status" onclick="alert(1)">Bilgi<script>x()</script></div>',
    );
    const wrapper = document.querySelector('.woocommerce-notices-wrapper') as HTMLElement;
    expect(wrapper.firstElementChild?.outerHTML).toBe(
      '<div class="woocommerce-info" role="status">Bilgi</div>',
    );
  });
});
