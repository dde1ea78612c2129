import { COOKIE, configure, IslandError, removeCookie, setCookie } from '@firsat/core/island';
import { resetStores, startBehaviour, TEST_SETTINGS } from '@firsat/core/testing';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { darkLightMarkup, darkLightPageMarkup } from './fixtures';
import darkModeBehaviour from './island';
import { ICON_ANIMATION_LAYOUT7_MS, ICON_ANIMATION_MS, iconSlide, modeAfter, switchDelay } from './model';
import { darkModeToggleProps } from './props';

const TOGGLE = '.ultp-dark-light-block-wrapper-content.ultp-frontend';
const stops: (() => void)[] = [];

function page(html: string): HTMLElement[] {
  document.body.innerHTML = html;
  return [...document.querySelectorAll<HTMLElement>(TOGGLE)];
}
function mount(el: HTMLElement) {
  const { stop } = startBehaviour(darkModeBehaviour, el);
  stops.push(stop);
  return stop;
}
const clearCookie = () => removeCookie(COOKIE.colourMode);
const preset = (name: string) => {
  const style = document.querySelector('#ultp-preset-colors-style-inline-css') as HTMLStyleElement;
  const rule = style.sheet?.cssRules[0] as CSSStyleRule | undefined;
  return rule?.style.getPropertyValue(name) ?? '';
};

beforeAll(() => darkModeBehaviour.messages?.load());
beforeEach(() => {
  clearCookie();
  configure({ ...TEST_SETTINGS, postBlocks: { darkLogo: '/logo-koyu.png', savedColourMode: 'ultplight' } });
  resetStores();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  clearCookie();
});

describe('dark/light model', () => {
  test('the icon slides 400 ms in layouts 5 and 6, 500 ms in layout 7, not at all elsewhere or with reduced motion', () => {
    expect([ICON_ANIMATION_MS, ICON_ANIMATION_LAYOUT7_MS]).toEqual([400, 500]);
    expect(switchDelay('layout5')).toBe(400);
    expect(switchDelay('layout6')).toBe(400);
    expect(switchDelay('layout7')).toBe(500);
    expect(switchDelay('layout1')).toBe(0);
    expect(switchDelay('layout7', true)).toBe(0);
  });

  test('the light half turns the page dark, the dark half light', () => {
    expect(modeAfter(true)).toBe('ultpdark');
    expect(modeAfter(false)).toBe('ultplight');
  });

  test('the slide as the plugin writes it: half the icon size, the text width in layout 7, mirrored when reversed', () => {
    expect(iconSlide('layout5', true, 24, false)).toEqual({
      icon: 'translateX(calc(100% + 12px))',
      text: null,
    });
    expect(iconSlide('layout5', false, 24, false)?.icon).toBe('translateX(calc(-100% - 12px))');
    expect(iconSlide('layout5', true, 24, true)?.icon).toBe('translateX(calc(-100% - 12px))');
    expect(iconSlide('layout6', true, 20, false)).toEqual({
      icon: 'translateX(calc(100% + 10px))',
      text: 'translateX(calc(-100% - 10px))',
    });
    expect(iconSlide('layout7', true, 24, false, 80)).toEqual({
      icon: 'translateX(calc(100% + 80px))',
      text: 'translateX(calc(-24px))',
    });
    expect(iconSlide('layout2', true, 24, false)).toBeNull();
  });
});

describe('dark/light props', () => {
  test('read the layout, icon size and direction from the halves', () => {
    const [el] = page(darkLightMarkup({ layout: 'layout7', iconSize: '30', reverse: true }));
    const props = darkModeToggleProps.parse(el as HTMLElement);
    expect(props).toMatchObject({ layout: 'layout7', iconSize: 30, reverse: true });
  });

  test('a bad data-iconlay or a missing half names the island and what is wrong', () => {
    const [bad] = page(darkLightMarkup().replaceAll('data-iconlay="layout5"', 'data-iconlay="layout9"'));
    expect(() => darkModeToggleProps.parse(bad as HTMLElement)).toThrow(IslandError);
    const [missing] = page(darkLightMarkup().replace('ultp-dl-con ultp-dark-con', 'ultp-dl-con'));
    expect(() => darkModeToggleProps.parse(missing as HTMLElement)).toThrow(/ultp-dark-con/);
  });
});

describe('dark/light behaviour', () => {
  test('layout 5: the icon slides for 400 ms, then the page turns dark, the cookie is set for 60 days and the mode announced', async () => {
    vi.useFakeTimers();
    const [el] = page(darkLightMarkup({ layout: 'layout5' }) + darkLightPageMarkup()) as [HTMLElement];
    mount(el);
    const light = el.querySelector('.ultp-dl-light') as HTMLElement;
    const dark = el.querySelector('.ultp-dl-dark') as HTMLElement;
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    (el.querySelector('.ultp-light-con') as HTMLElement).click();

    const icon = el.querySelector('.ultp-light-con .ultp-dl-svg-con') as HTMLElement;
    expect(icon.style.transform).toBe('translateX(calc(100% + 12px))');
    expect(icon.style.transition).toBe('transform 0.4s ease');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(light).not.toHaveClass('inactive');
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(light).toHaveClass('inactive');
    expect(dark).not.toHaveClass('inactive');
    expect(icon).not.toHaveAttribute('style');
    const written = String(setCookie.mock.calls.at(-1)?.[0]);
    expect(written).toMatch(/^ultplocalDLMode=ultpdark/);
    expect(written).toMatch(/path=\//);
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(60);

    // images, logo, preset colours
    expect(document.querySelector('.ultp-light-image-block')).toHaveClass('inactive');
    expect(document.querySelector('.ultp-dark-image-block')).not.toHaveClass('inactive');
    const logo = document.querySelector('.ultp-dark-logo img') as HTMLImageElement;
    expect(logo).toHaveAttribute('src', '/logo-koyu.png');
    expect(logo).toHaveAttribute('srcset', '/logo-koyu.png');
    expect(preset('--postx_preset_Base_1_color').trim()).toBe('#141414');
    expect(preset('--postx_preset_Contrast_3_color').trim()).toBe('#b4b4d6');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(document.body).toHaveTextContent('Koyu mod açık');

    // and back
    (el.querySelector('.ultp-dark-con') as HTMLElement).click();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(light).not.toHaveClass('inactive');
    expect(logo).toHaveAttribute('src', '/logo.png');
    expect(logo).toHaveAttribute('srcset', '/logo.png 1x, /logo@2x.png 2x');
    expect(preset('--postx_preset_Base_1_color').trim()).toBe('#f4f4ff');
    expect(document.cookie).toContain('ultplocalDLMode=ultplight');
  });

  test('layout 7 waits 500 ms; layout 1 switches at once', async () => {
    vi.useFakeTimers();
    const [seven, one] = page(
      darkLightMarkup({ layout: 'layout7' }) + darkLightMarkup({ layout: 'layout1' }),
    ) as [HTMLElement, HTMLElement];
    mount(seven);
    mount(one);
    (seven.querySelector('.ultp-light-con') as HTMLElement).click();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(seven.querySelector('.ultp-dl-light')).not.toHaveClass('inactive');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(seven.querySelector('.ultp-dl-light')).toHaveClass('inactive');
    // every toggle on the page follows
    expect(one.querySelector('.ultp-dl-light')).toHaveClass('inactive');
    (one.querySelector('.ultp-dark-con') as HTMLElement).click();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(one.querySelector('.ultp-dl-dark')).toHaveClass('inactive');
    expect(seven.querySelector('.ultp-dl-dark')).toHaveClass('inactive');
  });

  test('the keyboard: each half is a named button; Enter switches and the focus moves to the half now shown', async () => {
    const [el] = page(darkLightMarkup({ layout: 'layout1' })) as [HTMLElement];
    mount(el);
    const lightCon = el.querySelector('.ultp-light-con') as HTMLElement;
    const darkCon = el.querySelector('.ultp-dark-con') as HTMLElement;
    expect(lightCon).toHaveAttribute('role', 'button');
    expect(lightCon).toHaveAccessibleName('Koyu moda geç');
    expect(darkCon).toHaveAccessibleName('Açık moda geç');
    lightCon.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(document.activeElement).toBe(darkCon));
    await userEvent.keyboard(' ');
    await vi.waitFor(() => expect(document.activeElement).toBe(lightCon));
    expect(el.querySelector('.ultp-dl-dark')).toHaveClass('inactive');
  });

  test('the cookie wins over the printed halves (a cached page) and the site default', () => {
    setCookie(COOKIE.colourMode, 'ultpdark', { days: 1 });
    resetStores();
    const [el] = page(darkLightMarkup({ mode: 'ultplight' })) as [HTMLElement];
    mount(el);
    expect(el.querySelector('.ultp-dl-light')).toHaveClass('inactive');
    expect(el.querySelector('.ultp-dl-dark')).not.toHaveClass('inactive');
  });

  test('unbound, the toggle is as printed', () => {
    const [el] = page(darkLightMarkup({ layout: 'layout6' })) as [HTMLElement];
    const before = el.outerHTML;
    const stop = mount(el);
    expect(el.outerHTML).not.toBe(before);
    stop();
    expect(el.outerHTML).toBe(before);
  });
});
