import { IslandError } from '@firsat/core/island';
import { startBehaviour } from '@firsat/core/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { BROKEN_IMAGE, picture, type SliderBlockOptions, sliderBlockMarkup } from './fixtures';
import productSliderBehaviour from './island';
import { messages } from './messages';

const stops: (() => void)[] = [];
beforeAll(() => messages.load());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setWidth(1024);
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function mount(options: SliderBlockOptions = {}) {
  document.body.innerHTML = sliderBlockMarkup(options);
  const block = document.body.firstElementChild as HTMLElement;
  const el = document.querySelector('.wopb-product-blocks-slide') as HTMLElement;
  const printed = block.outerHTML;
  const { stop } = startBehaviour(productSliderBehaviour, el);
  stops.push(stop);
  const slides = () => [...el.querySelectorAll<HTMLElement>('.wopb-block-item')];
  const shown = () =>
    slides()
      .map((slide, i) => (slide.hasAttribute('aria-hidden') ? null : i + 1))
      .filter((n) => n !== null);
  const dots = () => within(el).queryAllByRole('button', { name: /slayta git$/ });
  const current = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
  return { block, el, printed, slides, shown, dots, current, stop };
}

describe('product slider', () => {
  test('takes over the printed items as a labelled carousel with slick’s classes', () => {
    const { el, slides, shown, dots, current } = mount();
    expect(el).toHaveAttribute('role', 'region');
    expect(el).toHaveAttribute('aria-roledescription', 'kaydırıcı');
    expect(el).toHaveAttribute('aria-label', 'Öne çıkanlar');
    expect(el).toHaveAttribute('tabindex', '0');
    expect(el).toHaveClass('slick-initialized', 'slick-slider');
    expect(el.querySelector('.slick-list > .slick-track.keen-slider')).not.toBeNull();
    expect(slides()).toHaveLength(6);
    expect(slides()[1]).toHaveAttribute('role', 'group');
    expect(slides()[1]).toHaveAttribute('aria-roledescription', 'slayt');
    expect(slides()[1]).toHaveAttribute('aria-label', '2 / 6');
    // 1024 px: the large count, 4; the others are hidden from reading and Tab
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(slides()[4]).toHaveAttribute('inert');
    expect(slides()[0]).toHaveClass('slick-slide', 'slick-active', 'slick-current');
    expect(dots()).toHaveLength(6);
    expect(current()).toBe(1);
    expect(dots()[0]?.parentElement).toHaveClass('slick-active');
  });

  test('arrows are real buttons with Turkish names and the block’s own icons; they wrap around', () => {
    const { el, shown, current } = mount();
    const previous = screen.getByRole('button', { name: 'Önceki ürün' });
    const next = screen.getByRole('button', { name: 'Sonraki ürün' });
    expect(previous).toHaveClass('slick-prev', 'slick-arrow');
    expect(previous.querySelector('svg path')?.getAttribute('d')).toMatch(/^M15\.41/);
    expect(next.querySelector('svg path')?.getAttribute('d')).toMatch(/^M10 6/);
    // order: previous, the slides, next, dots
    expect([...el.children].map((c) => c.className)).toEqual([
      'slick-prev slick-arrow',
      'slick-list',
      'slick-next slick-arrow',
      'slick-dots',
    ]);
    next.click();
    expect(current()).toBe(2);
    expect(shown()).toEqual([2, 3, 4, 5]);
    previous.click();
    previous.click();
    expect(current()).toBe(6);
    expect(shown()).toEqual([1, 2, 3, 6]);
  });

  test('dots go to their slide and mark it', () => {
    const { dots, current, shown } = mount();
    expect(dots()[2]).toHaveAccessibleName('3. slayta git');
    dots()[2]?.click();
    expect(current()).toBe(3);
    expect(dots()[2]).toHaveAttribute('aria-current', 'true');
    expect(dots()[0]).not.toHaveAttribute('aria-current');
    expect(shown()).toEqual([3, 4, 5, 6]);
  });

  test('Left and Right keys on the focused slider move it; keys in a field do not', () => {
    const { el, current } = mount();
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(current()).toBe(3);
    fireEvent.keyDown(el, { key: 'ArrowLeft' });
    expect(current()).toBe(2);
    const input = document.createElement('input');
    el.querySelector('.wopb-block-item')?.append(input);
    fireEvent.keyDown(input, { key: 'ArrowRight' });
    expect(current()).toBe(2);
  });

  test('390 px shows the small count and 800 px the medium one', () => {
    const { shown } = mount();
    setWidth(390);
    window.dispatchEvent(new Event('resize'));
    expect(shown()).toEqual([1]);
    setWidth(800);
    window.dispatchEvent(new Event('resize'));
    expect(shown()).toEqual([1, 2]);
  });

  test('autoplay moves every data-slidespeed ms and pauses on hover, on focus and by its control', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { el, current } = mount({ autoplay: true, speed: 2000 });
    const pause = screen.getByRole('button', { name: 'Otomatik kaydırmayı durdur' });
    expect(el.firstElementChild).toBe(pause);
    expect(el).toHaveAttribute('data-autoplay-state', 'running');
    expect(el.querySelector('.slick-track')).toHaveAttribute('aria-live', 'off');
    vi.advanceTimersByTime(1999);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(2);

    fireEvent.pointerEnter(el);
    expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    vi.advanceTimersByTime(10000);
    expect(current()).toBe(2);
    fireEvent.pointerLeave(el);
    vi.advanceTimersByTime(2000);
    expect(current()).toBe(3);

    fireEvent.focusIn(el);
    vi.advanceTimersByTime(10000);
    expect(current()).toBe(3);
    fireEvent.focusOut(el, { relatedTarget: document.body });
    vi.advanceTimersByTime(2000);
    expect(current()).toBe(4);

    pause.click();
    expect(pause).toHaveAccessibleName('Otomatik kaydırmayı başlat');
    expect(el.querySelector('.slick-track')).toHaveAttribute('aria-live', 'polite');
    vi.advanceTimersByTime(10000);
    expect(current()).toBe(4);
    pause.click();
    vi.advanceTimersByTime(2000);
    expect(current()).toBe(5);
  });

  test('autoplay defaults: 3000 ms for a carousel, 7000 ms for the Product Slider block', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const carousel = mount({ autoplay: true });
    vi.advanceTimersByTime(3000);
    expect(carousel.current()).toBe(2);
    carousel.stop();
    const slider = mount({ slug: 'product-slider', autoplay: true, slidesToShow: '1-1-1' });
    vi.advanceTimersByTime(6999);
    expect(slider.current()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(slider.current()).toBe(2);
  });

  test('reduced motion: autoplay starts paused, the control can start it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { el, current } = mount({ autoplay: true });
    expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    vi.advanceTimersByTime(10000);
    expect(current()).toBe(1);
    screen.getByRole('button', { name: 'Otomatik kaydırmayı başlat' }).click();
    vi.advanceTimersByTime(3000);
    expect(current()).toBe(2);
  });

  test('fade: one slide at a time, every slide in one grid cell', () => {
    const { el, shown, slides } = mount({ slug: 'product-slider', fade: true, slidesToShow: '3-2-1' });
    expect(shown()).toEqual([1]);
    expect((el.querySelector('.slick-track') as HTMLElement).style.display).toBe('grid');
    expect(slides()[2]?.style.gridArea).toMatch(/^1 \/ 1/);
  });

  test('slides that all fit: no arrows, dots, pause or autoplay', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { el, shown } = mount({ items: 3, autoplay: true });
    expect(shown()).toEqual([1, 2, 3]);
    expect(screen.queryByRole('button', { name: 'Sonraki ürün' })).toBeNull();
    expect(screen.queryByRole('button', { name: /slayta git/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Otomatik/ })).toBeNull();
    expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(shown()).toEqual([1, 2, 3]);
  });

  test('lazy pictures load within 200 px of the slider; one that fails gets the error class', () => {
    const observed: Element[] = [];
    let callback!: IntersectionObserverCallback;
    let init: IntersectionObserverInit | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          callback = cb;
          init = options;
        }
        observe(el: Element) {
          observed.push(el);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { el, slides } = mount({ lazy: [5, 6], brokenImage: 6 });
    expect(init?.root).toBe(el.querySelector('.slick-list'));
    expect(init?.rootMargin).toBe('200px');
    expect(observed).toEqual([slides()[4], slides()[5]]);
    const img5 = slides()[4]?.querySelector('img') as HTMLImageElement;
    const img6 = slides()[5]?.querySelector('img') as HTMLImageElement;
    expect(img5).not.toHaveAttribute('src');
    callback(
      [slides()[4], slides()[5]].map((target) => ({
        target,
        isIntersecting: true,
      })) as unknown as IntersectionObserverEntry[],
      {} as IntersectionObserver,
    );
    expect(img5).toHaveAttribute('src', picture(5));
    expect(img6).toHaveAttribute('src', BROKEN_IMAGE);
    fireEvent.error(img6);
    expect(img6).toHaveClass('slick-lazyload-error');
    expect(img5).not.toHaveClass('slick-lazyload-error');
  });

  test('lazy backgrounds ([data-bg]) are set once their picture loads; one that fails is marked', () => {
    const probes: (EventTarget & { src: string })[] = [];
    vi.stubGlobal(
      'Image',
      class extends EventTarget {
        src = '';
        constructor() {
          super();
          probes.push(this);
        }
      },
    );
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report(
            [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
            this as never,
          );
        }
        unobserve() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = sliderBlockMarkup();
    const images = [...document.querySelectorAll<HTMLElement>('.wopb-block-image')];
    images[0]?.setAttribute('data-bg', '/arka-plan.jpg');
    images[1]?.setAttribute('data-bg', '/yok.jpg');
    const block = document.body.firstElementChild as HTMLElement;
    const printed = block.outerHTML;
    const { stop } = startBehaviour(
      productSliderBehaviour,
      document.querySelector('.wopb-product-blocks-slide') as HTMLElement,
    );
    expect(probes.map((probe) => probe.src)).toEqual(['/arka-plan.jpg', '/yok.jpg']);
    expect(images[0]?.style.backgroundImage).toBe('');
    probes[0]?.dispatchEvent(new Event('load'));
    probes[1]?.dispatchEvent(new Event('error'));
    expect(images[0]?.style.backgroundImage).toContain('/arka-plan.jpg');
    expect(images[1]).toHaveClass('slick-lazyload-error');
    stop();
    expect(block.outerHTML).toBe(printed);
  });

  test('a printed picture the browser loads lazily is marked when it fails, and unmarked on stop', () => {
    document.body.innerHTML = sliderBlockMarkup();
    const img = document.querySelector('.wopb-block-item img') as HTMLImageElement;
    img.setAttribute('loading', 'lazy');
    const block = document.body.firstElementChild as HTMLElement;
    const printed = block.outerHTML;
    const { stop } = startBehaviour(
      productSliderBehaviour,
      document.querySelector('.wopb-product-blocks-slide') as HTMLElement,
    );
    fireEvent.error(img);
    expect(img).toHaveClass('slick-lazyload-error');
    stop();
    expect(block.outerHTML).toBe(printed);
  });

  test('stopping puts the block back byte for byte, after moving, autoplay and lazy loading', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { block, el, printed, stop } = mount({ autoplay: true, lazy: [2], brokenImage: 2 });
    screen.getByRole('button', { name: 'Sonraki ürün' }).click();
    fireEvent.error(el.querySelector('img[data-lazy]') as HTMLImageElement);
    fireEvent.pointerEnter(el);
    stop();
    expect(block.outerHTML).toBe(printed);
    vi.advanceTimersByTime(10000);
    expect(block.outerHTML).toBe(printed);
  });

  test.each([
    ['data-slidestoshow', 'üç'],
    ['data-autoplay', 'belki'],
    ['data-slidespeed', '-5'],
  ])('a bad %s (%s) is a named island error and changes nothing', (attribute, value) => {
    document.body.innerHTML = sliderBlockMarkup();
    const el = document.querySelector('.wopb-product-blocks-slide') as HTMLElement;
    el.setAttribute(attribute, value);
    const printed = document.body.innerHTML;
    expect(() => startBehaviour(productSliderBehaviour, el)).toThrow(IslandError);
    expect(() => startBehaviour(productSliderBehaviour, el)).toThrow(attribute);
    expect(document.body.innerHTML).toBe(printed);
  });

  test('no slides: an island error, markup untouched', () => {
    document.body.innerHTML = sliderBlockMarkup({ items: 0 });
    const el = document.querySelector('.wopb-product-blocks-slide') as HTMLElement;
    const printed = document.body.innerHTML;
    expect(() => startBehaviour(productSliderBehaviour, el)).toThrow(/no slides/);
    expect(document.body.innerHTML).toBe(printed);
  });
});
