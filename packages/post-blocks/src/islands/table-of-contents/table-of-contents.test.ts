import { startBehaviour } from '@firsat/core/testing';
import { fireEvent, screen } from '@testing-library/react';
import { TOC_SECTIONS, type TocOptions, tocPostMarkup } from './fixtures';
import tableOfContentsBehaviour from './island';
import { messages } from './messages';
import { currentSection, scrollTargetFor, TOC_SCROLL } from './model';

const stops: (() => void)[] = [];
const frames: FrameRequestCallback[] = [];
beforeAll(() => messages.load());
beforeEach(() => {
  // One frame at a time, run by the test.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  window.history.replaceState(null, '', '/blog/sehirde-bisiklet/');
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  frames.splice(0);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.scrollY = 0;
});
const frame = () => {
  for (const run of frames.splice(0)) run(performance.now() + 10_000);
};

/** Each heading's viewport top, as if the page were scrolled to `scrollY` (headings 600 px apart from 800). */
function layout(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: scrollY });
  TOC_SECTIONS.forEach((s, i) => {
    const heading = document.getElementById(s.id) as HTMLElement;
    vi.spyOn(heading, 'getBoundingClientRect').mockReturnValue({ top: 800 + i * 600 - scrollY } as DOMRect);
  });
}

function mount(options: TocOptions = {}) {
  document.body.innerHTML = tocPostMarkup(options);
  const printed = document.body.innerHTML;
  const el = document.querySelector('.wp-block-ultimate-post-table-of-content') as HTMLElement;
  layout(0);
  const { stop } = startBehaviour(tableOfContentsBehaviour, el);
  stops.push(stop);
  return { el, printed, stop };
}
const current = () => document.querySelector('[aria-current]')?.textContent ?? null;

describe('table of contents model', () => {
  test('a link scrolls to its heading minus 50 px over 500 ms (ultp.js)', () => {
    expect(TOC_SCROLL).toEqual({ offset: 50, durationMs: 500 });
    expect(scrollTargetFor(1400)).toBe(1350);
    expect(scrollTargetFor(20)).toBe(0);
  });

  test('the section being read: the last heading at or above 50 px from the top', () => {
    expect(currentSection([800, 1400])).toBe(-1);
    expect(currentSection([50, 650])).toBe(0);
    expect(currentSection([51, 650])).toBe(0);
    expect(currentSection([-600, 0, 600])).toBe(1);
    expect(currentSection([null, -10])).toBe(1);
    // scrolled to the end: the last heading in view, though it never reached the top
    expect(currentSection([-900, 300, 700], 50, { viewportHeight: 800 })).toBe(2);
    expect(currentSection([-900, 300, 900], 50, { viewportHeight: 800 })).toBe(1);
  });
});

describe('table of contents', () => {
  test('a named navigation; a link scrolls to its heading minus 50 px, focuses it and puts it in the address', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    mount();
    expect(screen.getByRole('navigation', { name: 'İçindekiler' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Sahil yolu' }));
    // the third heading's document top is 800 + 2 × 600
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2000 - 50);
    const heading = document.getElementById('sahil-yolu');
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(window.location.hash).toBe('#sahil-yolu');
  });

  test('the scroll is smooth: frames over 500 ms end at the heading minus 50 px', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    mount();
    fireEvent.click(screen.getByRole('link', { name: 'Ekipman ve bakım' }));
    expect(scrollTo).not.toHaveBeenCalled();
    frame();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800 + 4 * 600 - 50);
  });

  test('the section being read is marked aria-current="location" as the page scrolls', () => {
    mount();
    expect(current()).toBeNull();
    layout(800 - 50);
    fireEvent.scroll(window);
    frame();
    expect(current()).toBe('Neden bisiklet?');
    expect(screen.getByRole('link', { name: 'Neden bisiklet?' })).toHaveAttribute('aria-current', 'location');
    layout(2000);
    fireEvent.scroll(window);
    frame();
    expect(current()).toBe('Sahil yolu');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  test('past 1000 px of scroll the block gets ultp-toc-scroll, and loses it above', () => {
    const { el } = mount();
    expect(el).not.toHaveClass('ultp-toc-scroll');
    layout(1000);
    fireEvent.scroll(window);
    frame();
    expect(el).not.toHaveClass('ultp-toc-scroll');
    layout(1001);
    fireEvent.scroll(window);
    frame();
    expect(el).toHaveClass('ultp-toc-scroll');
    layout(10);
    fireEvent.scroll(window);
    frame();
    expect(el).not.toHaveClass('ultp-toc-scroll');
  });

  test('collapse: [Gizle] hides the list and hands focus to [Göster], which shows it again', () => {
    mount();
    const body = document.querySelector('.ultp-block-toc-body') as HTMLElement;
    const toggle = document.querySelector('.ultp-collapsible-toggle') as HTMLElement;
    const hide = screen.getByRole('button', { name: '[Gizle]' });
    const open = screen.getByRole('button', { name: '[Göster]' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveAttribute('aria-controls', body.id);
    fireEvent.keyDown(hide, { key: ' ' });
    expect(toggle).toHaveClass('ultp-toggle-collapsed');
    expect(body).toHaveStyle({ display: 'none' });
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(open, { key: 'Enter' });
    expect(toggle).not.toHaveClass('ultp-toggle-collapsed');
    expect(body).toHaveStyle({ display: 'block' });
    expect(hide).toHaveFocus();
  });

  test('printed collapsed: starts collapsed; icon controls get names', () => {
    mount({ collapsed: true, collapsible: 'icon' });
    const open = screen.getByRole('button', { name: 'İçindekileri göster' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    open.click();
    expect(document.querySelector('.ultp-block-toc-body')).toHaveStyle({ display: 'block' });
    expect(screen.getByRole('button', { name: 'İçindekileri gizle' })).toHaveFocus();
  });

  test('stopping gives the block back byte for byte as printed', () => {
    const { printed, stop } = mount();
    screen.getByRole('button', { name: '[Gizle]' }).click();
    layout(1500);
    fireEvent.scroll(window);
    frame();
    stop();
    expect(document.body.innerHTML).toBe(printed);
  });

  test('a contents block without links is an island error; nothing is changed', () => {
    document.body.innerHTML = tocPostMarkup({ empty: true });
    const el = document.querySelector('.wp-block-ultimate-post-table-of-content') as HTMLElement;
    const printed = document.body.innerHTML;
    expect(() => startBehaviour(tableOfContentsBehaviour, el)).toThrow(/no \.ultp-toc-lists links/);
    expect(document.body.innerHTML).toBe(printed);
  });
});
