import { IslandError } from '@firsat/core/island';
import userEvent from '@testing-library/user-event';
import { bindHeaderPanel, HEADER_PANEL_READY } from './header-panel';
import { readHeaderPanel } from './markup';
import { motionLength, playMotions } from './motion';

const PARTS = { toggle: '.t', box: '.box', title: '.title', close: '.close' };
const PAGE = `<header id="masthead"><a href="/" id="before">Ana Sayfa</a>
<div class="wrap"><a class="t" href="#panel" aria-controls="panel" aria-expanded="false">Menü</a>
<div id="panel" class="panel"><div class="box"><p class="title">Menü</p><a class="close" href="#masthead">Kapat</a>
<ul><li><a href="/a/" id="first">A</a></li><li><a href="/b/" id="last">B</a></li></ul>
<input type="text" id="field"></div></div></div></header><main><a href="/x/" id="behind">X</a></main>`;

let controller: AbortController;
function setUp(html = PAGE) {
  document.body.innerHTML = html;
  const wrap = document.querySelector('.wrap') as HTMLElement;
  return { wrap, markup: readHeaderPanel(wrap, 'test-panel', PARTS) };
}
const $ = (selector: string) => document.querySelector(selector) as HTMLElement;
beforeEach(() => {
  controller = new AbortController();
  window.location.hash = '';
});
afterEach(() => controller.abort());

describe('readHeaderPanel', () => {
  test('finds the toggle, the panel its aria-controls names, the box and its title', () => {
    const { markup } = setUp();
    expect(markup.toggle).toBe($('.t'));
    expect(markup.panel).toBe($('#panel'));
    expect(markup.box).toBe($('.box'));
    expect(markup.title).toBe($('.title'));
  });

  test.each([
    ['no toggle', PAGE.replace('class="t"', 'class="x"'), '.t'],
    [
      'aria-controls naming nothing',
      PAGE.replace('aria-controls="panel"', 'aria-controls="nowhere"'),
      'aria-controls',
    ],
    ['no aria-controls', PAGE.replace(' aria-controls="panel"', ''), 'aria-controls'],
    ['no box', PAGE.replace('class="box"', 'class="x"'), '.box'],
  ])('%s is an IslandError naming it', (_what, html, named) => {
    document.body.innerHTML = html;
    const read = () => readHeaderPanel($('.wrap'), 'test-panel', PARTS);
    expect(read).toThrow(IslandError);
    expect(read).toThrow(named);
  });

  test('a panel outside the wrapper is refused (another header part’s)', () => {
    document.body.innerHTML = `<div class="wrap"><a class="t" href="#p" aria-controls="p">Menü</a></div><div id="p"><div class="box"></div></div>`;
    expect(() => readHeaderPanel($('.wrap'), 'test-panel', PARTS)).toThrow('aria-controls');
  });
});

describe('bindHeaderPanel', () => {
  test('the toggle becomes a button that opens the panel as a named modal dialog, focus in, page inert', async () => {
    const { markup } = setUp();
    const before = document.body.innerHTML;
    bindHeaderPanel(markup, { signal: controller.signal, motions: [] });
    const toggle = $('.t');
    expect(toggle.getAttribute('role')).toBe('button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    expect($('#panel').hidden).toBe(true);
    expect($('#panel').classList.contains(HEADER_PANEL_READY)).toBe(true);

    toggle.focus();
    await userEvent.click(toggle);
    expect(window.location.hash).toBe('');
    expect($('#panel').hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const box = $('.box');
    expect(box.getAttribute('role')).toBe('dialog');
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-labelledby')).toBe($('.title').id);
    expect(document.activeElement).toBe($('.close'));
    expect($('main').hasAttribute('inert')).toBe(true);
    expect($('#before').hasAttribute('inert')).toBe(true);

    controller.abort();
    expect(document.body.innerHTML).toBe(before);
  });

  test('Escape closes: hidden, aria-expanded false, focus back on the toggle, page no longer inert', async () => {
    const { markup } = setUp();
    bindHeaderPanel(markup, { signal: controller.signal, motions: [] });
    $('.t').focus();
    await userEvent.keyboard('{Enter}');
    expect($('#panel').hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect($('#panel').hidden).toBe(true);
    expect($('.t').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe($('.t'));
    expect($('main').hasAttribute('inert')).toBe(false);
  });

  test('Space opens it too (a link made a button)', async () => {
    const { markup } = setUp();
    bindHeaderPanel(markup, { signal: controller.signal, motions: [] });
    $('.t').focus();
    await userEvent.keyboard(' ');
    expect($('#panel').hidden).toBe(false);
  });

  test('the close link closes without following its href; a press on the backdrop closes', async () => {
    const { markup } = setUp();
    bindHeaderPanel(markup, { signal: controller.signal, motions: [] });
    await userEvent.click($('.t'));
    await userEvent.click($('.close'));
    expect($('#panel').hidden).toBe(true);
    expect(window.location.hash).toBe('');
    expect(document.activeElement).toBe($('.t'));
    await userEvent.click($('.t'));
    $('#panel').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect($('#panel').hidden).toBe(true);
  });

  test('Tab stays inside: from the last control to the first, Shift+Tab back', async () => {
    const { markup } = setUp();
    bindHeaderPanel(markup, { signal: controller.signal, motions: [] });
    await userEvent.click($('.t'));
    $('#field').focus();
    await userEvent.tab();
    expect(document.activeElement).toBe($('.close'));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe($('#field'));
  });

  test('initialFocus picks the field focused on opening', async () => {
    const { markup } = setUp();
    bindHeaderPanel(markup, { signal: controller.signal, motions: [], initialFocus: () => $('#field') });
    await userEvent.click($('.t'));
    expect(document.activeElement).toBe($('#field'));
  });

  test('an Escape a popup inside took (default prevented) leaves the panel open; the next closes it', async () => {
    const { markup } = setUp();
    bindHeaderPanel(markup, { signal: controller.signal, motions: [], initialFocus: () => $('#field') });
    let popupOpen = true;
    $('#field').addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && popupOpen) {
        popupOpen = false;
        event.preventDefault();
      }
    });
    await userEvent.click($('.t'));
    await userEvent.keyboard('{Escape}');
    expect(popupOpen).toBe(false);
    expect($('#panel').hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    expect($('#panel').hidden).toBe(true);
  });

  test('a panel that is the page’s target (tapped before the code came) opens at once as the dialog', () => {
    const { markup } = setUp();
    window.location.hash = '#panel';
    bindHeaderPanel(markup, { signal: controller.signal, motions: [] });
    expect($('#panel').hidden).toBe(false);
    expect($('.t').getAttribute('aria-expanded')).toBe('true');
    expect($('.box').contains(document.activeElement)).toBe(true);
  });

  test('the abort while open gives the markup back as printed, focus on the toggle', async () => {
    const { markup } = setUp();
    const before = document.body.innerHTML;
    bindHeaderPanel(markup, { signal: controller.signal, motions: [] });
    await userEvent.click($('.t'));
    controller.abort();
    expect(document.body.innerHTML).toBe(before);
  });

  test('the way out waits for the motion: hidden the motion’s length plus 20 ms after closing', async () => {
    vi.useFakeTimers();
    try {
      const { markup } = setUp();
      bindHeaderPanel(markup, {
        signal: controller.signal,
        motions: [{ target: $('#panel'), hidden: { opacity: 0 }, shown: { opacity: 1 }, ms: 500 }],
      });
      $('.t').click();
      expect($('#panel').hidden).toBe(false);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      expect($('.t').getAttribute('aria-expanded')).toBe('false');
      await vi.advanceTimersByTimeAsync(500);
      expect($('#panel').hidden).toBe(false);
      await vi.advanceTimersByTimeAsync(25);
      expect($('#panel').hidden).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('motions', () => {
  test('play from hidden to shown on the way in, back (held) on the way out; the longest is the wait', () => {
    const target = document.createElement('div');
    const animate = vi.fn(() => ({ cancel: () => {} }) as unknown as Animation);
    target.animate = animate;
    const motion = { target, hidden: { opacity: 0 }, shown: { opacity: 1 }, ms: 500 };
    playMotions([motion], true);
    expect(animate).toHaveBeenLastCalledWith(
      [{ opacity: 0 }, { opacity: 1 }],
      expect.objectContaining({ duration: 500, fill: 'none' }),
    );
    playMotions([motion], false);
    expect(animate).toHaveBeenLastCalledWith(
      [{ opacity: 1 }, { opacity: 0 }],
      expect.objectContaining({ duration: 500, fill: 'forwards' }),
    );
    expect(motionLength([motion, { ...motion, ms: 300 }])).toBe(500);
    expect(motionLength([])).toBe(0);
  });
});
