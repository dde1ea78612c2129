import { createToastQueue, showToasts, toast, toastQueue } from './index';

describe('showToasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    toastQueue.clear();
    vi.useRealTimers();
  });

  const texts = (region: HTMLElement) =>
    [...region.querySelectorAll('.firsat-toast > span')].map((s) => s.textContent);

  test('one polite live region, named; a toast per queued message; gone after 5 s (SPEC §9)', () => {
    const queue = createToastQueue();
    const region = showToasts(queue);
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAccessibleName('Bildirimler');
    queue.add('Karşılaştırmaya eklendi', { tone: 'success' });
    expect(texts(region)).toEqual(['Karşılaştırmaya eklendi']);
    expect(region.querySelector('.firsat-toast')).toHaveAttribute('data-tone', 'success');
    vi.advanceTimersByTime(5000);
    expect(texts(region)).toEqual([]);
  });

  test.each([
    ['hover', 'mouseenter', 'mouseleave'],
    ['focus', 'focusin', 'focusout'],
  ])('%s pauses the countdown, leaving resumes it with the time left', (_, pause, resume) => {
    const queue = createToastQueue({ duration: 1000 });
    const region = showToasts(queue);
    queue.add('bir');
    const el = region.querySelector('.firsat-toast') as HTMLElement;
    vi.advanceTimersByTime(600);
    el.dispatchEvent(new Event(pause, { bubbles: true }));
    vi.advanceTimersByTime(5000);
    expect(texts(region)).toEqual(['bir']);
    el.dispatchEvent(new Event(resume, { bubbles: true }));
    vi.advanceTimersByTime(399);
    expect(texts(region)).toEqual(['bir']);
    vi.advanceTimersByTime(1);
    expect(texts(region)).toEqual([]);
  });

  test('the close button dismisses; the action runs and closes; nodes already shown are kept', () => {
    const queue = createToastQueue();
    const region = showToasts(queue);
    const undo = vi.fn();
    queue.add('Ürün kaldırıldı', { action: { label: 'Geri al', run: undo } });
    const first = region.querySelector('.firsat-toast');
    queue.add('İkinci');
    expect(region.querySelector('.firsat-toast')).toBe(first);
    expect(region.querySelector('.firsat-toast-close')).toHaveAccessibleName('Kapat');
    (region.querySelector('.firsat-toast-action') as HTMLElement).click();
    expect(undo).toHaveBeenCalledOnce();
    expect(texts(region)).toEqual(['İkinci']);
    (region.querySelector('.firsat-toast-close') as HTMLElement).click();
    expect(texts(region)).toEqual([]);
  });

  test('the signal removes the view; toast() makes the page region once', () => {
    const controller = new AbortController();
    const queue = createToastQueue();
    const region = showToasts(queue, { signal: controller.signal });
    controller.abort();
    expect(region.isConnected).toBe(false);
    toast('bir');
    toast('iki');
    expect(document.querySelectorAll('.firsat-toasts')).toHaveLength(1);
    expect(texts(document.querySelector('.firsat-toasts') as HTMLElement)).toEqual(['bir', 'iki']);
  });
});
