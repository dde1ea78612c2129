import { CLOSE_EXTRA_MS, type DialogCloseReason, dialog } from './index';

const PAGE = `<main id="main"><button id="opener">aç</button><button id="other">öbür</button></main>
<div class="wopb-modal-wrap" id="wrap"><div class="wopb-modal-overlay" id="overlay"></div>
<div class="wopb-modal-content" id="box"><h2 id="t">Karşılaştır</h2><p class="d">İki ürün</p>
<button id="x">kapat</button><a id="go" href="#">devam</a></div></div>
<div id="wrap2"><div id="box2"><button id="y">tamam</button></div></div>`;

const $ = (id: string) => document.getElementById(id) as HTMLElement;
const key = (k: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

describe('dialog', () => {
  let controller: AbortController;
  beforeEach(() => {
    document.body.innerHTML = PAGE;
    controller = new AbortController();
  });
  afterEach(() => controller.abort());

  const bind = (extra = {}) =>
    dialog($('wrap'), {
      signal: controller.signal,
      content: $('box'),
      title: $('t'),
      description: document.querySelector<HTMLElement>('.d'),
      overlay: $('overlay'),
      closers: '#x',
      ...extra,
    });

  test('named by its title, described, modal; the printed attributes come back on abort', () => {
    const before = document.body.innerHTML;
    const handle = bind();
    expect($('box')).toHaveAttribute('role', 'dialog');
    expect($('box')).toHaveAttribute('aria-modal', 'true');
    expect($('box')).toHaveAccessibleName('Karşılaştır');
    expect($('box')).toHaveAccessibleDescription('İki ürün');
    $('opener').focus();
    void handle.open();
    controller.abort();
    expect(handle.isOpen).toBe(false);
    expect(document.body.innerHTML).toBe(before);
  });

  test('aria-label when there is no title; alertdialog', () => {
    dialog($('wrap2'), { signal: controller.signal, label: 'Soru', role: 'alertdialog' });
    expect($('wrap2')).toHaveAttribute('role', 'alertdialog');
    expect($('wrap2')).toHaveAccessibleName('Soru');
  });

  test.each([
    ['the first tabbable element', () => ({}), 'x'],
    ['the given element', () => ({ initialFocus: () => $('go') }), 'go'],
    ['the box when nothing inside is tabbable', () => ({ content: $('t') }), 't'],
  ])('opening focuses %s', (_, extra, focused) => {
    const handle = bind(extra());
    void handle.open();
    expect(document.activeElement?.id).toBe(focused);
    expect($('wrap')).toHaveClass('active');
  });

  test.each([
    ['go', false, 'x'],
    ['x', true, 'go'],
  ])('Tab is trapped: from #%s (shift %s) to #%s', (from, shift, to) => {
    void bind().open();
    $(from).focus();
    key('Tab', shift);
    expect(document.activeElement?.id).toBe(to);
  });

  test.each<[string, () => void, DialogCloseReason]>([
    ['Escape', () => key('Escape'), 'escape'],
    ['the overlay', () => $('overlay').click(), 'outside'],
    [
      'a press outside the page box',
      () => $('other').dispatchEvent(new Event('pointerdown', { bubbles: true })),
      'outside',
    ],
    ['close()', () => {}, 'close'],
    ['a close control', () => $('x').click(), 'close'],
  ])('%s closes it, focus goes back to the opener, the reason is told', async (_, act, reason) => {
    const onClose = vi.fn();
    const handle = bind({ onClose });
    $('opener').focus();
    const closed = handle.open();
    act();
    if (reason === 'close') void handle.close();
    await expect(closed).resolves.toBe(reason);
    expect(onClose).toHaveBeenCalledWith(reason);
    expect(handle.isOpen).toBe(false);
    expect($('wrap')).not.toHaveClass('active');
    expect(document.activeElement?.id).toBe('opener');
  });

  test('a press inside the box does not close it', () => {
    const handle = bind();
    void handle.open();
    $('t').click();
    $('t').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(handle.isOpen).toBe(true);
  });

  test('the background is inert while open, exactly as before once closed', async () => {
    $('wrap2').setAttribute('inert', '');
    const handle = bind();
    void handle.open();
    expect($('main')).toHaveAttribute('inert');
    expect($('wrap').closest('[inert]')).toBeNull();
    await handle.close();
    expect($('main')).not.toHaveAttribute('inert');
    expect($('wrap2')).toHaveAttribute('inert');
  });

  test('one open at a time: opening another closes the first, focus returns to the first opener', async () => {
    const first = bind();
    const second = dialog($('wrap2'), { signal: controller.signal, label: 'İkinci' });
    $('opener').focus();
    const firstClosed = first.open();
    $('x').focus();
    const secondClosed = second.open();
    await expect(firstClosed).resolves.toBe('replaced');
    expect(first.isOpen).toBe(false);
    expect(document.activeElement?.id).toBe('y');
    key('Escape');
    await expect(secondClosed).resolves.toBe('escape');
    expect(document.activeElement?.id).toBe('opener');
  });

  describe('timing', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    test.each([
      ['the close animation', { closeAnimationMs: 300 }, 300 + CLOSE_EXTRA_MS],
      ['the overlay fade (400 ms out)', { fade: true }, 400 + CLOSE_EXTRA_MS],
      ['no animation', {}, 0],
    ])('%s: hidden and the closed event wait for it', async (_, extra, ms) => {
      $('wrap').hidden = true;
      const heard = vi.fn();
      document.body.addEventListener('wopbModalClosed', heard);
      const handle = bind({ closedEvent: 'wopbModalClosed', closedClass: 'wopb-slide-out', ...extra });
      void handle.open();
      expect($('wrap').hidden).toBe(false);
      void handle.close();
      expect($('wrap')).toHaveClass('wopb-slide-out');
      if (ms > 0) {
        vi.advanceTimersByTime(ms - 1);
        expect(heard).not.toHaveBeenCalled();
        expect($('wrap').hidden).toBe(false);
        vi.advanceTimersByTime(1);
      }
      expect(heard).toHaveBeenCalledTimes(1);
      expect($('wrap').hidden).toBe(true);
    });

    test('reduced motion: closed at once', () => {
      vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), addEventListener() {} }));
      const heard = vi.fn();
      document.body.addEventListener('wopbModalClosed', heard);
      const handle = bind({ closedEvent: 'wopbModalClosed', fade: true });
      void handle.open();
      void handle.close();
      expect(heard).toHaveBeenCalledTimes(1);
      vi.unstubAllGlobals();
    });
  });
});
