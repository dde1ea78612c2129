import { configure, IslandError } from '@firsat/core/island';
import { resetConfig, startBehaviour } from '@firsat/core/testing';
import { fireEvent } from '@testing-library/react';
import { stickyCartElement } from './fixtures';
import stickyCartBehaviour from './island';
import { stickyCartProps } from './props';

/** matchMedia answering max-width queries for a width the test sets. */
function fakeViewport(initialWidth: number) {
  let width = initialWidth;
  const lists: { listeners: Set<() => void> }[] = [];
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(media)?.[1]);
    const listeners = new Set<() => void>();
    const list = {
      media,
      get matches() {
        return Number.isFinite(max) && width <= max;
      },
      listeners,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
    lists.push(list);
    return list as unknown as MediaQueryList;
  });
  return {
    resize(next: number) {
      width = next;
      for (const list of lists) for (const l of list.listeners) l();
    },
  };
}

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

const stops: (() => void)[] = [];
function mount(options?: Parameters<typeof stickyCartElement>[0]) {
  const host = stickyCartElement(options);
  const printed = host.outerHTML;
  const { stop } = startBehaviour(stickyCartBehaviour, host);
  stops.push(stop);
  return { host, printed, unmount: stop };
}

beforeEach(async () => {
  resetConfig();
  await stickyCartBehaviour.messages?.load();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

describe('sticky cart props', () => {
  test('reads data-scroll and the position from the inline style', () => {
    expect(stickyCartProps.parse(stickyCartElement({ scroll: '150', position: 'top' }))).toEqual({
      scroll: 150,
      position: 'top',
    });
    expect(stickyCartProps.parse(stickyCartElement({ position: 'bottom' })).position).toBe('bottom');
    expect(stickyCartProps.parse(stickyCartElement({ scroll: '' })).scroll).toBe(0);
    expect(stickyCartProps.parse(stickyCartElement({ scroll: null })).scroll).toBe(0);
  });

  test('a bad data-scroll names the island, the attribute and the value', () => {
    expect(() => stickyCartProps.parse(stickyCartElement({ scroll: 'çok' }))).toThrow(
      new IslandError('sticky-cart', 'data-scroll', 'çok', 'must be a number of pixels (0 or more)'),
    );
  });
});

describe('sticky cart behaviour', () => {
  test('hidden (inert, out of the accessibility tree) until the page scrolls past data-scroll', async () => {
    fakeViewport(1200);
    const { host } = mount({ scroll: '200' });
    expect(host).toHaveAttribute('role', 'region');
    expect(host).toHaveAttribute('aria-label', 'Hızlı sepete ekleme çubuğu');
    expect(host).toHaveAttribute('data-state', 'hidden');
    expect(host).toHaveAttribute('inert');
    expect(host).toHaveAttribute('aria-hidden', 'true');
    expect(host.style.display).toBe('none');
    await scrollTo(200);
    expect(host).toHaveAttribute('data-state', 'hidden');
    await scrollTo(201);
    expect(host).toHaveAttribute('data-state', 'visible');
    expect(host).not.toHaveAttribute('inert');
    expect(host).not.toHaveAttribute('aria-hidden');
    expect(host.style.display).toBe('block');
    expect(host).toHaveClass('wopb-sticky-cart-active');
    await scrollTo(50);
    expect(host).toHaveAttribute('data-state', 'hidden');
  });

  test('pinned to the top, it sits under a fixed admin bar', async () => {
    fakeViewport(1200);
    const bar = document.createElement('div');
    bar.id = 'wpadminbar';
    bar.style.position = 'fixed';
    bar.getBoundingClientRect = () => ({ height: 32 }) as DOMRect;
    document.body.append(bar);
    const { host } = mount({ position: 'top' });
    expect(host.style.top).toBe('32px');
    bar.style.position = 'absolute'; // phones: the admin bar scrolls away
    await scrollTo(10);
    expect(host.style.top).toBe('0px');
  });

  test('a bar at the bottom keeps its bottom and gets no top', () => {
    fakeViewport(1200);
    const { host } = mount({ position: 'bottom' });
    expect(host.style.top).toBe('');
    expect(host.style.bottom).toBe('0px');
  });

  test('footer layout classes follow the 685, 644, 520 and 430 px breakpoints', () => {
    const viewport = fakeViewport(1200);
    const { host } = mount();
    expect(host).toHaveAttribute('data-layout', 'wide');
    viewport.resize(600);
    expect(host).toHaveAttribute('data-layout', '644');
    expect(host).toHaveClass('wopb-sticky-max-685', 'wopb-sticky-max-644');
    expect(host).not.toHaveClass('wopb-sticky-max-520');
    viewport.resize(430);
    expect(host).toHaveAttribute('data-layout', '430');
    expect(host).toHaveClass('wopb-sticky-max-520', 'wopb-sticky-max-430');
    viewport.resize(700);
    expect(host).toHaveAttribute('data-layout', 'wide');
    expect(host).not.toHaveClass('wopb-sticky-max-685');
  });

  test('typing a quantity copies it (clamped) into the button data-quantity', () => {
    fakeViewport(1200);
    const { host } = mount();
    const qty = host.querySelector('input.wopb-sticky-cart-qty') as HTMLInputElement;
    const button = host.querySelector('.add_to_cart_button') as HTMLElement;
    fireEvent.input(qty, { target: { value: '3' } });
    expect(button).toHaveAttribute('data-quantity', '3');
    fireEvent.input(qty, { target: { value: '' } });
    expect(button).toHaveAttribute('data-quantity', '1');
    qty.setAttribute('max', '5');
    fireEvent.input(qty, { target: { value: '9' } });
    expect(button).toHaveAttribute('data-quantity', '5');
    fireEvent.change(qty, { target: { value: '0' } });
    expect(qty.value).toBe('1');
    expect(button).toHaveAttribute('data-quantity', '1');
  });

  test('the simple product click is left to the add-to-cart island', () => {
    fakeViewport(1200);
    const { host } = mount({ type: 'simple' });
    const button = host.querySelector('.ajax_add_to_cart') as HTMLElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  test('a variable product slides up to the form and focuses its first choice', () => {
    fakeViewport(1200);
    const form = document.createElement('form');
    form.className = 'variations_form cart';
    form.innerHTML = '<select name="attribute_pa_renk"><option value="">Seçin</option></select>';
    form.getBoundingClientRect = () => ({ top: -400, height: 300 }) as DOMRect;
    document.body.prepend(form);
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    const scrolls = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { host } = mount({ type: 'variable', position: 'bottom' });
    const slide = host.querySelector('.wopb-sticky-slide-up') as HTMLElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    slide.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrolls).toHaveBeenCalledWith({ top: 500, behavior: 'smooth' });
    expect(document.activeElement).toBe(form.querySelector('select'));
  });

  test('without a product form the slide-up link works as printed', () => {
    fakeViewport(1200);
    const { host } = mount({ type: 'variable' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    host.querySelector('.wopb-sticky-slide-up')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  test('unmounting gives the server markup its state back', async () => {
    fakeViewport(500);
    const { host, printed, unmount } = mount({ position: 'top' });
    await scrollTo(500);
    unmount();
    expect(host.outerHTML).toBe(printed);
    expect(host).not.toHaveAttribute('data-state');
    expect(host).not.toHaveAttribute('inert');
    expect(host).not.toHaveAttribute('data-layout');
    expect(host).not.toHaveClass('wopb-sticky-max-685');
    expect(host.style.top).toBe('0px');
    expect(host.style.display).toBe('');
  });

  test('unbound, scrolling, resizing and typing change nothing any more', async () => {
    const viewport = fakeViewport(1200);
    const { host, printed, unmount } = mount({ position: 'bottom' });
    unmount();
    await scrollTo(900);
    viewport.resize(400);
    const qty = host.querySelector('input.wopb-sticky-cart-qty') as HTMLInputElement;
    fireEvent.input(qty, { target: { value: '4' } });
    expect(host.outerHTML).toBe(printed);
    expect(host.querySelector('.add_to_cart_button')).toHaveAttribute('data-quantity', '1');
  });

  test.each([
    ['an English page', { locale: 'en' as const }, null, 'Quick add-to-cart bar'],
    ['a bar the server named', {}, 'Sepete ekle çubuğu', 'Sepete ekle çubuğu'],
  ])('its landmark name on %s', async (_, config, printedLabel, label) => {
    configure(config);
    await stickyCartBehaviour.messages?.load();
    fakeViewport(1200);
    const host = stickyCartElement();
    if (printedLabel) host.setAttribute('aria-label', printedLabel);
    stops.push(startBehaviour(stickyCartBehaviour, host).stop);
    expect(host).toHaveAttribute('aria-label', label);
  });
});
