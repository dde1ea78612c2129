import { IslandError } from '@firsat/core/island';
import { startBehaviour } from '@firsat/core/testing';
import userEvent from '@testing-library/user-event';
import { headerSearchMarkup } from './fixtures';
import headerSearchBehaviour from './island';
import { SEARCH_OVERLAY_FADE, SEARCH_OVERLAY_FADE_MS } from './model';
import { headerSearchProps } from './props';

const $ = (selector: string) => document.querySelector(selector) as HTMLElement;
const stops: (() => void)[] = [];
let printed = '';
function mountSearch(html = headerSearchMarkup()) {
  document.body.innerHTML = `<header id="masthead">${html}</header><main><a href="/x/">X</a></main>`;
  const el = $('.site-header-search');
  printed = el.outerHTML;
  stops.push(startBehaviour(headerSearchBehaviour, el).stop);
  return el;
}
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  window.location.hash = '';
  vi.useRealTimers();
});

/** The product search block's field, as its island makes it: Escape closes its open results. */
const COMBOBOX =
  '<div class="wopb-product-search-block"><input type="text" class="wopb-search-input" placeholder="Ürün ara…"></div>';

describe('header search overlay', () => {
  test('SPEC §9: the overlay fades over 500 ms', () => {
    expect(SEARCH_OVERLAY_FADE_MS).toBe(500);
    expect(SEARCH_OVERLAY_FADE).toEqual({ hidden: { opacity: 0 }, shown: { opacity: 1 } });
  });

  test('reads the toggle and the overlay; without the overlay the markup is refused', () => {
    document.body.innerHTML = headerSearchMarkup();
    const { overlay } = headerSearchProps.parse($('.site-header-search'));
    expect(overlay.panel.id).toBe('site-search-overlay');
    document.body.innerHTML = headerSearchMarkup().replace('class="search-overlay-box"', 'class="kutu"');
    expect(() => headerSearchProps.parse($('.site-header-search'))).toThrow(IslandError);
  });

  test('opens with focus in the search field (the product search block’s input when there)', async () => {
    mountSearch(headerSearchMarkup({ search: COMBOBOX }));
    await userEvent.click($('.search-toggle'));
    expect(document.activeElement).toBe($('input.wopb-search-input'));
    expect($('.search-overlay-box').getAttribute('role')).toBe('dialog');
    expect($('.search-toggle').getAttribute('aria-expanded')).toBe('true');
  });

  test('a plain search field is focused too', async () => {
    mountSearch();
    await userEvent.click($('.search-toggle'));
    expect(document.activeElement).toBe($('input[type="search"]'));
  });

  test('fades out over 500 ms after Escape, then hides; focus back on the toggle at once', async () => {
    vi.useFakeTimers();
    mountSearch();
    $('.search-toggle').click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe($('.search-toggle'));
    await vi.advanceTimersByTimeAsync(SEARCH_OVERLAY_FADE_MS);
    expect($('#site-search-overlay').hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(25);
    expect($('#site-search-overlay').hidden).toBe(true);
  });

  test('unmounted, the header is as printed', async () => {
    const el = mountSearch();
    await userEvent.click($('.search-toggle'));
    stops.pop()?.();
    expect(el.outerHTML).toBe(printed);
  });
});
