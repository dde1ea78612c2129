import { IslandError } from '@firsat/core/island';
import { startBehaviour } from '@firsat/core/testing';
import userEvent from '@testing-library/user-event';
import { headerMenuMarkup } from './fixtures';
import headerMenuBehaviour from './island';
import { OFF_CANVAS_SLIDE, OFF_CANVAS_SLIDE_MS } from './model';
import { headerMenuProps } from './props';

const $ = (selector: string) => document.querySelector(selector) as HTMLElement;
const stops: (() => void)[] = [];
let printed = '';
function mountMenu(html = headerMenuMarkup()) {
  document.body.innerHTML = `<header id="masthead">${html}</header><main><a href="/x/">X</a></main>`;
  const el = $('.site-header-menu');
  printed = el.outerHTML;
  stops.push(startBehaviour(headerMenuBehaviour, el).stop);
  return el;
}
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  window.location.hash = '';
});

describe('header menu (off-canvas)', () => {
  test('reads the toggle and the handheld navigation panel it controls', () => {
    document.body.innerHTML = headerMenuMarkup();
    const { menu } = headerMenuProps.parse($('.site-header-menu'));
    expect(menu.toggle.id).toBe('site-navigation-menu-toggle');
    expect(menu.panel.id).toBe('site-handheld-navigation');
    expect(menu.box.matches('.off-canvas-panel')).toBe(true);
    expect(menu.title?.textContent).toBe('Menü');
  });

  test('without its panel the markup is refused (the island fails, the link stays)', () => {
    document.body.innerHTML = headerMenuMarkup().replace('id="site-handheld-navigation"', 'id="baska"');
    expect(() => headerMenuProps.parse($('.site-header-menu'))).toThrow(IslandError);
  });

  test('the toggle opens the menu as a dialog named Menü, the menu’s links inside, Escape closes', async () => {
    mountMenu();
    const toggle = $('.menu-toggle');
    expect(toggle.getAttribute('role')).toBe('button');
    expect($('#site-handheld-navigation').hidden).toBe(true);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = $('.off-canvas-panel');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Menü');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe($('.off-canvas-close'));
    expect([...dialog.querySelectorAll('nav a')].map((a) => a.textContent)).toEqual([
      'Ana Sayfa',
      'Fırsatlar',
      'Mağaza',
      'Sepet',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  test('unmounted, the header is as printed', async () => {
    const el = mountMenu();
    await userEvent.click($('.menu-toggle'));
    stops.pop()?.();
    expect(el.outerHTML).toBe(printed);
  });

  test('slides in from the side with its backdrop, both over the same time', () => {
    expect(OFF_CANVAS_SLIDE.box.hidden).toEqual({ transform: 'translateX(-100%)' });
    expect(OFF_CANVAS_SLIDE.backdrop.shown).toEqual({ opacity: 1 });
    expect(OFF_CANVAS_SLIDE_MS).toBe(300);
  });
});
