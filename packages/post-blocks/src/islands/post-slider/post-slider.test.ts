import { startBehaviour } from '@firsat/core/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { type PostSliderOptions, postPicture, postSliderMarkup } from './fixtures';
import postSliderBehaviour from './island';
import { messages } from './messages';
import {
  FULL_SLIDE_LAYOUTS,
  POST_SLIDER,
  paddingAt,
  planSlider,
  SLIDER_1_BREAKPOINTS,
  SLIDER_2_BREAKPOINTS,
} from './model';

const stops: (() => void)[] = [];
beforeAll(() => messages.load());
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setWidth(1280);
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function mount(options: PostSliderOptions = {}) {
  document.body.innerHTML = postSliderMarkup(options);
  const block = document.body.firstElementChild as HTMLElement;
  const el = document.querySelector('.ultp-block-items-wrap') as HTMLElement;
  const printed = document.body.innerHTML;
  const { stop } = startBehaviour(postSliderBehaviour, el);
  stops.push(stop);
  const slides = () => [...el.querySelectorAll<HTMLElement>('.ultp-block-item')];
  const shown = () =>
    slides()
      .map((slide, i) => (slide.hasAttribute('aria-hidden') ? null : i + 1))
      .filter((n) => n !== null);
  const dots = () => within(el).queryAllByRole('button', { name: /yazıya git$/ });
  const current = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;
  return { block, el, printed, slides, shown, dots, current, stop };
}

describe('post slider model', () => {
  test('SPEC §9: 500 ms a move, 3000 ms autoplay, one slide per scroll, again after 10 000 ms, builder 200 ms', () => {
    expect(POST_SLIDER).toEqual({
      speed: 500,
      autoplaySpeed: 3000,
      slidesToScroll: 1,
      recreateAfterMs: 10000,
      builderDelayMs: 200,
    });
    expect(SLIDER_1_BREAKPOINTS).toEqual({ medium: 1024, small: 600 });
    expect(SLIDER_2_BREAKPOINTS).toEqual({ medium: 991, small: 767 });
    expect(FULL_SLIDE_LAYOUTS).toEqual(['slide2', 'slide3', 'slide5', 'slide6', 'slide8']);
  });

  test('the mode ultp.js picks: slider 1 fades only with one post; slider 2 by layout', () => {
    const slides = { large: 3, medium: 2, small: 1 };
    const padding = { large: 100, medium: 50, small: 30 };
    const one = { large: 1, medium: 1, small: 1 };
    expect(planSlider({ slides: one, layout: undefined, fade: true, padding })).toMatchObject({
      fade: true,
      show: one,
    });
    expect(planSlider({ slides, layout: undefined, fade: true, padding })).toMatchObject({
      fade: false,
      centred: false,
      show: slides,
      breakpoints: SLIDER_1_BREAKPOINTS,
    });
    expect(planSlider({ slides, layout: 'slide3', fade: true, padding })).toMatchObject({
      fade: true,
      show: one,
    });
    expect(planSlider({ slides, layout: 'slide3', fade: false, padding })).toMatchObject({
      fade: false,
      centred: false,
      breakpoints: SLIDER_2_BREAKPOINTS,
    });
    const centred = planSlider({ slides, layout: 'slide4', fade: true, padding });
    expect(centred).toMatchObject({ fade: false, centred: true, show: slides });
    expect([1280, 991, 767].map((w) => paddingAt(w, centred))).toEqual([100, 50, 30]);
  });
});

describe('post slider', () => {
  test('takes over the printed posts as a labelled carousel with slick’s classes', () => {
    const { el, slides, shown, dots, current } = mount({ heading: 'Manşet', items: 5 });
    expect(el).toHaveAttribute('role', 'region');
    expect(el).toHaveAttribute('aria-roledescription', 'kaydırıcı');
    expect(el).toHaveAttribute('aria-label', 'Manşet');
    expect(el).toHaveClass('slick-initialized', 'slick-slider', 'ultp-block-items-wrap');
    expect(slides()).toHaveLength(5);
    expect(slides()[1]).toHaveAttribute('aria-label', '2 / 5');
    expect(shown()).toEqual([1]);
    expect(slides()[1]).toHaveAttribute('inert');
    expect(dots()).toHaveLength(5);
    expect(current()).toBe(1);
  });

  test('arrows carry the block’s own icons and Turkish names; one post a step, wrapping', () => {
    const { shown, current } = mount({ items: 4 });
    const previous = screen.getByRole('button', { name: 'Önceki yazı' });
    const next = screen.getByRole('button', { name: 'Sonraki yazı' });
    expect(previous.querySelector('svg path')?.getAttribute('d')).toMatch(/^M15\.41/);
    expect(next.querySelector('svg path')?.getAttribute('d')).toMatch(/^M10 6/);
    next.click();
    expect(current()).toBe(2);
    expect(shown()).toEqual([2]);
    previous.click();
    previous.click();
    expect(shown()).toEqual([4]);
    screen.getByRole('button', { name: '3. yazıya git' }).click();
    expect(shown()).toEqual([3]);
  });

  test('slider 1 follows 1024 and 600 px', () => {
    setWidth(1280);
    const first = mount({ items: 6, slides: [3, 2, 1] });
    expect(first.shown()).toEqual([1, 2, 3]);
    first.stop();
    setWidth(1024);
    expect(mount({ items: 6, slides: [3, 2, 1] }).shown()).toEqual([1, 2]);
    setWidth(600);
    const small = mount({ items: 6, slides: [3, 2, 1] });
    expect(small.shown()).toEqual([1]);
    setWidth(1100);
    fireEvent(window, new Event('resize'));
    expect(small.shown()).toEqual([1, 2, 3]);
  });

  test('slider 2, layout 1: centre mode shows the posts around the current one', () => {
    setWidth(1280);
    const { shown, slides } = mount({ slider: 2, layout: 'slide1', items: 5, slides: [3, 2, 1] });
    expect(shown()).toEqual([1, 2, 5]);
    expect(slides()[0]).toHaveClass('slick-current');
    screen.getByRole('button', { name: 'Sonraki yazı' }).click();
    expect(shown()).toEqual([1, 2, 3]);
  });

  test('fade: one post at a time, whatever data-slidelg says (slider 2, layout 2)', () => {
    const { shown, slides } = mount({ slider: 2, layout: 'slide2', fade: true, items: 4, slides: [3, 2, 1] });
    expect(shown()).toEqual([1]);
    expect(slides()[0]?.style.gridArea).toMatch(/^1 \/ 1/);
  });

  test('autoplay: every 3000 ms by default, paused on hover, on focus and by its control', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { el, current } = mount({ items: 4, autoplay: true });
    expect(el).toHaveAttribute('data-autoplay-state', 'running');
    vi.advanceTimersByTime(2999);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(2);
    fireEvent.pointerEnter(el);
    vi.advanceTimersByTime(6000);
    expect(current()).toBe(2);
    fireEvent.pointerLeave(el);
    const pause = screen.getByRole('button', { name: 'Otomatik kaydırmayı durdur' });
    pause.focus();
    vi.advanceTimersByTime(6000);
    expect(current()).toBe(2);
    pause.click();
    pause.blur();
    expect(pause).toHaveAccessibleName('Otomatik kaydırmayı başlat');
    vi.advanceTimersByTime(6000);
    expect(current()).toBe(2);
  });

  test('data-slidespeed sets the pause between moves', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { current } = mount({ items: 4, autoplay: true, speed: 5000 });
    vi.advanceTimersByTime(4999);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(current()).toBe(2);
  });

  test('reduced motion: nothing moves until play is pressed', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { el, current } = mount({ items: 4, autoplay: true });
    expect(el).toHaveAttribute('data-autoplay-state', 'paused');
    vi.advanceTimersByTime(10000);
    expect(current()).toBe(1);
    screen.getByRole('button', { name: 'Otomatik kaydırmayı başlat' }).click();
    vi.advanceTimersByTime(3000);
    expect(current()).toBe(2);
  });

  test('keyboard: Left / Right on the focused slider', () => {
    const { el, current } = mount({ items: 4 });
    fireEvent.keyDown(el, { key: 'ArrowRight' });
    expect(current()).toBe(2);
    fireEvent.keyDown(el, { key: 'ArrowLeft' });
    fireEvent.keyDown(el, { key: 'ArrowLeft' });
    expect(current()).toBe(4);
  });

  test('inside the site builder it starts 200 ms late', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { el } = mount({ items: 3, builder: true });
    expect(el).not.toHaveClass('slick-initialized');
    vi.advanceTimersByTime(199);
    expect(el).not.toHaveClass('slick-initialized');
    vi.advanceTimersByTime(1);
    expect(el).toHaveClass('slick-initialized');
  });

  test('no posts yet: looked at again after 10 000 ms, and slides if they came', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { el } = mount({ items: 0 });
    expect(el).not.toHaveClass('slick-initialized');
    const later = document.createElement('div');
    later.innerHTML = postSliderMarkup({ items: 3 });
    el.replaceChildren(...(later.querySelector('.ultp-block-items-wrap')?.children ?? []));
    vi.advanceTimersByTime(9999);
    expect(el).not.toHaveClass('slick-initialized');
    vi.advanceTimersByTime(1);
    expect(el).toHaveClass('slick-initialized');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  test('lazy backgrounds load within 200 px of the slider', () => {
    let init: IntersectionObserverInit | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          init = options;
        }
        observe(target: Element) {
          observed.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { el, slides } = mount({ items: 3, lazyBackgrounds: [2, 3] });
    expect(init?.rootMargin).toBe('200px');
    expect(init?.root).toBe(el.querySelector('.slick-list'));
    expect(observed).toEqual([slides()[1], slides()[2]]);
    expect(slides()[1]?.querySelector('[data-bg]')).toHaveAttribute('data-bg', postPicture(2));
  });

  test('stopping gives the block back byte for byte as printed', () => {
    const { printed, stop } = mount({ heading: 'Manşet', items: 4, autoplay: true, dots: true });
    stop();
    expect(document.body.innerHTML).toBe(printed);
  });

  test('an empty setting (PHP prints an empty value) is the default, as ultp.js’s `|| 3000`', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = postSliderMarkup({ items: 3, autoplay: true })
      .replace('data-slidelg="1"', 'data-slidelg=""')
      .replace('data-autoplay', 'data-slidespeed="" data-autoplay');
    const el = document.querySelector('.ultp-block-items-wrap') as HTMLElement;
    const { props, stop } = startBehaviour(postSliderBehaviour, el);
    stops.push(stop);
    expect(props).toMatchObject({ slidesLarge: 1, autoplaySpeed: 3000 });
    vi.advanceTimersByTime(3000);
    expect(screen.getByRole('button', { name: '2. yazıya git' })).toHaveAttribute('aria-current', 'true');
  });

  test('a bad data-* is an island error naming the attribute; nothing is changed', () => {
    document.body.innerHTML = postSliderMarkup({ items: 3 }).replace('data-slidelg="1"', 'data-slidelg="üç"');
    const el = document.querySelector('.ultp-block-items-wrap') as HTMLElement;
    expect(() => startBehaviour(postSliderBehaviour, el)).toThrow(/data-slidelg/);
    expect(el).not.toHaveClass('slick-initialized');
  });
});
