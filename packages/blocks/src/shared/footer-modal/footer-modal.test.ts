import userEvent from '@testing-library/user-event';
import { type FooterModalOpen, footerModalNavigation, openFooterModal } from './footer-modal';
import { findFooterModal, readFooterModal } from './markup';
import { animationMs, classList } from './model';

// As examples/server/render/footer-modal.ts prints it on every page.
const SHELL = `<div class="wopb-footer-section"><div class="wopb-modal-wrap">
<div class="wopb-modal-overlay"></div>
<div class="wopb-modal-content"></div>
<div class="wopb-modal-loading"><div class="wopb-loading"><span class="wopb-loader wopb-d-none loader_1"></span></div></div>
<div class="wopb-after-modal-content"></div>
</div></div>`;
const PAGE = `<main id="main"><a href="/x/" id="before">Önce</a>
<span class="wopb-compare-btn" id="opener" role="button" tabindex="0">Karşılaştır</span>
<button id="other">Favoriler</button></main>${SHELL}`;
const COMPARE = `<div class="wopb-compare-wrapper"><div class="wopb-modal-header"><span class="wopb-header-title">Ürünleri karşılaştır</span>
<a class="wopb-modal-close"><svg viewBox="0 0 10 10"></svg></a></div>
<table class="wopb-compare-table"><tr class="wopb-compare-item-12"><td><input class="wopb-qty" id="qty" value="1"></td>
<td><a class="wopb-compare-add-btn" id="add" href="#ekle">Ürün ekle</a></td></tr></table></div>`;

const $ = (selector: string) => document.querySelector(selector) as HTMLElement;
const wrap = () => $('.wopb-modal-wrap');
let controller: AbortController;
const open = (extra: Partial<FooterModalOpen> = {}) => {
  const modal = openFooterModal({
    trigger: $('#opener'),
    label: 'Karşılaştır',
    signal: controller.signal,
    ...extra,
  });
  if (!modal) throw new Error('no modal');
  return modal;
};

beforeEach(() => {
  document.body.innerHTML = PAGE;
  controller = new AbortController();
  $('#opener').focus();
});
afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
});

describe('finding the shell', () => {
  test('the printed .wopb-modal-wrap and its parts; null without one', async () => {
    expect(findFooterModal()).toBe(wrap());
    const parts = readFooterModal(wrap());
    expect(parts?.content).toBe($('.wopb-modal-content'));
    expect(parts?.after).toBe($('.wopb-after-modal-content'));
    expect(parts?.loading).toBe($('.wopb-modal-loading'));
    document.body.innerHTML = '<button id="opener">aç</button>';
    expect(findFooterModal()).toBeNull();
    expect(openFooterModal({ trigger: $('#opener'), label: 'x', signal: controller.signal })).toBeNull();
  });

  test('a shell without its content box opens nothing', async () => {
    document.body.innerHTML = PAGE.replace('wopb-modal-content', 'x');
    expect(openFooterModal({ trigger: $('#opener'), label: 'x', signal: controller.signal })).toBeNull();
  });
});

describe('opening', () => {
  test('a named modal dialog, focus in, the page inert, the classes of the button on', async () => {
    const modal = open({
      wrapperClass: 'wopb-sidebar-wrap wopb-right_sidebar',
      contentClass: 'wopb-wishlist-wrapper',
    });
    expect(modal.element).toBe(wrap());
    expect(wrap()).toHaveAttribute('role', 'dialog');
    expect(wrap()).toHaveAttribute('aria-modal', 'true');
    expect(wrap()).toHaveAccessibleName('Karşılaştır');
    expect(wrap()).toHaveClass('active', 'wopb-sidebar-wrap', 'wopb-right_sidebar');
    expect($('.wopb-modal-content')).toHaveClass('wopb-wishlist-wrapper');
    expect(document.activeElement).toBe(wrap());
    expect($('#main')).toHaveAttribute('inert');
  });

  test('loading: .wopb-modal-loading.active, the named loader shown, aria-busy; off again', async () => {
    const modal = open({ loader: 'loader_1' });
    modal.loading(true);
    expect($('.wopb-modal-loading')).toHaveClass('active');
    expect($('.loader_1')).not.toHaveClass('wopb-d-none');
    expect(wrap()).toHaveAttribute('aria-busy', 'true');
    modal.loading(false);
    expect($('.wopb-modal-loading')).not.toHaveClass('active');
    expect($('.loader_1')).toHaveClass('wopb-d-none');
    expect(wrap()).not.toHaveAttribute('aria-busy');
  });

  test('show: the HTML in, loading off, named by its heading, focus on its first control, closers keyboard buttons', async () => {
    const modal = open();
    modal.loading(true);
    await modal.show(COMPARE);
    expect(modal.content.querySelector('.wopb-compare-table')).not.toBeNull();
    expect(wrap()).not.toHaveAttribute('aria-busy');
    expect(wrap()).toHaveAccessibleName('Ürünleri karşılaştır');
    const close = $('.wopb-modal-close');
    expect(close).toHaveAttribute('role', 'button');
    expect(close).toHaveAttribute('tabindex', '0');
    expect(close).toHaveAccessibleName('Kapat');
    expect(document.activeElement).toBe(close);
  });

  test('show without anything to focus: the box takes the focus', async () => {
    const modal = open();
    await modal.show('<p>Listeniz boş.</p>');
    expect(document.activeElement).toBe(modal.content);
    expect(wrap()).toHaveAccessibleName('Karşılaştır');
  });

  test('Tab stays inside, the arrows beside the box included', async () => {
    const user = userEvent.setup();
    const modal = open();
    await modal.show(COMPARE);
    modal.after.innerHTML = '<button id="next">Sonraki ürün</button>';
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await user.tab();
      seen.add(
        (document.activeElement as HTMLElement).id || (document.activeElement as HTMLElement).className,
      );
      expect(wrap().contains(document.activeElement)).toBe(true);
    }
    expect(seen).toContain('next');
    expect(seen).toContain('qty');
  });
});

describe('closing', () => {
  const closers: [string, () => void, string][] = [
    [
      'Escape',
      () =>
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
      'escape',
    ],
    ['the overlay', () => $('.wopb-modal-overlay').click(), 'outside'],
    ['.wopb-modal-close', () => $('.wopb-modal-close').click(), 'close'],
    [
      'Enter on .wopb-modal-close',
      () =>
        $('.wopb-modal-close').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
      'close',
    ],
  ];
  test.each(closers)(
    '%s closes it: cleared, the printed shell back, focus back, wopbModalClosed on document',
    async (_, act, reason) => {
      const heard = vi.fn();
      document.addEventListener('wopbModalClosed', heard);
      const modal = open({
        wrapperClass: 'wopb-sidebar-wrap',
        contentClass: 'wopb-wishlist-wrapper',
        loader: 'loader_1',
      });
      await modal.show(COMPARE);
      modal.after.innerHTML = '<button>Sonraki</button>';
      act();
      await expect(modal.closed).resolves.toBe(reason);
      expect(document.body.innerHTML).toBe(PAGE);
      expect(document.activeElement?.id).toBe('opener');
      expect(heard).toHaveBeenCalledTimes(1);
      expect(document.querySelector('[inert]')).toBeNull();
      document.removeEventListener('wopbModalClosed', heard);
    },
  );

  test('close() resolves once cleared; its signal aborts then', async () => {
    const modal = open();
    await modal.show(COMPARE);
    expect(modal.signal.aborted).toBe(false);
    await modal.close();
    expect(modal.signal.aborted).toBe(true);
    expect(document.body.innerHTML).toBe(PAGE);
    await expect(modal.closed).resolves.toBe('close');
  });

  test('a press inside the box, beside it, or on something the island just removed keeps it open', async () => {
    const modal = open();
    await modal.show(COMPARE);
    modal.after.innerHTML = '<button id="next">Sonraki</button>';
    $('.wopb-compare-table').click();
    $('#next').click();
    const row = $('.wopb-compare-item-12');
    row.addEventListener('click', () => row.remove());
    row.click();
    expect(wrap()).toHaveClass('active');
  });

  test('.wopb-modal-continue closes it and follows its data-redirect', async () => {
    const assign = vi.spyOn(footerModalNavigation, 'assign').mockImplementation(() => {});
    const modal = open();
    await modal.show(
      '<h2>Favoriler</h2><a class="wopb-modal-continue" data-redirect="/magaza/">Alışverişe devam et</a>',
    );
    expect($('.wopb-modal-continue')).toHaveAccessibleName('Alışverişe devam et');
    $('.wopb-modal-continue').click();
    await expect(modal.closed).resolves.toBe('close');
    expect(assign).toHaveBeenCalledWith('/magaza/');
  });

  test('the island’s abort: closed at once, the shell as printed, no event', async () => {
    const heard = vi.fn();
    document.addEventListener('wopbModalClosed', heard);
    const modal = open({ wrapperClass: 'wopb-sidebar-wrap', openAnimation: 'wopb-zoom_in' });
    modal.loading(true);
    await modal.show(COMPARE);
    controller.abort();
    await expect(modal.closed).resolves.toBe('abort');
    expect(document.body.innerHTML).toBe(PAGE);
    expect(heard).not.toHaveBeenCalled();
    document.removeEventListener('wopbModalClosed', heard);
  });

  describe('animated', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    test('the close animation swapped in, `active` kept while it plays, then cleared and told', async () => {
      const style = { animationDuration: '0.8s', animationDelay: '0.15s' } as CSSStyleDeclaration;
      vi.spyOn(window, 'getComputedStyle').mockReturnValue(style);
      const heard = vi.fn();
      document.addEventListener('wopbModalClosed', heard);
      const modal = open({
        openAnimation: 'wopb-zoom_in',
        closeAnimation: 'wopb-zoom_out',
        wrapperClass: 'wopb-x',
      });
      expect(wrap()).toHaveClass('active', 'wopb-zoom_in', 'wopb-x');
      await modal.show(COMPARE);
      const closing = modal.close();
      expect(wrap()).toHaveClass('active', 'wopb-zoom_out');
      expect(wrap()).not.toHaveClass('wopb-zoom_in');
      expect(document.activeElement?.id).toBe('opener');
      vi.advanceTimersByTime(950 + 19);
      expect(heard).not.toHaveBeenCalled();
      expect(modal.content.childElementCount).toBe(1);
      vi.advanceTimersByTime(1);
      await closing;
      expect(heard).toHaveBeenCalledTimes(1);
      expect(document.body.innerHTML).toBe(PAGE);
      document.removeEventListener('wopbModalClosed', heard);
    });
  });
});

describe('one at a time', () => {
  test('opening again replaces the open one; from inside it, focus goes back to the first opener', async () => {
    const first = open({ wrapperClass: 'wopb-sidebar-wrap' });
    await first.show(COMPARE);
    $('#add').focus();
    const second = open({
      trigger: $('#add'),
      label: 'Ürün ekle',
      contentClass: 'wopb-product-list-wrapper',
    });
    await expect(first.closed).resolves.toBe('replaced');
    expect(wrap()).not.toHaveClass('wopb-sidebar-wrap');
    expect(wrap()).toHaveClass('active');
    expect(second.content).toHaveClass('wopb-product-list-wrapper');
    expect(second.content.childElementCount).toBe(0);
    expect(wrap()).toHaveAccessibleName('Ürün ekle');
    await first.show('<p>eski</p>');
    expect(second.content.childElementCount).toBe(0);
    await second.show('<button id="pick">Seç</button>');
    expect(document.activeElement?.id).toBe('pick');
    await second.close();
    expect(document.activeElement?.id).toBe('opener');
    expect(document.body.innerHTML).toBe(PAGE);
  });

  test('from another button outside: focus goes back to that one', async () => {
    open();
    $('#other').focus();
    const second = open({ trigger: $('#other'), label: 'Favoriler' });
    await second.close();
    expect(document.activeElement?.id).toBe('other');
  });
});

describe('model', () => {
  test.each([
    ['0.8s', '0.15s', 950],
    ['800ms', '', 800],
    ['0s', '0s', 0],
    ['1s, 300ms', '0s, 1s', 1300],
    ['', '', 0],
  ])('animationMs(%s, %s) = %i', (durations, delays, ms) => {
    expect(animationMs(durations, delays)).toBe(ms);
  });

  test('classList keeps class names only', async () => {
    expect(classList(' wopb-sidebar-wrap  wopb-right_sidebar ')).toEqual([
      'wopb-sidebar-wrap',
      'wopb-right_sidebar',
    ]);
    expect(classList('a"><img b')).toEqual(['b']);
    expect(classList(undefined)).toEqual([]);
  });
});
