import { inertOutside } from './index';

describe('inertOutside', () => {
  test.each([
    ['a dialog at the end of body', '#dlg'],
    ['a dialog deep in the page', '#deep'],
  ])('%s: every sibling up the tree is inert, then exactly as before', (_, selector) => {
    document.body.innerHTML = `<header id="h">baş</header><main id="m"><p id="p">metin</p>
      <section id="s"><div id="deep">derin</div><aside id="already" inert>zaten</aside></section></main>
      <div data-firsat-live-region></div><div id="dlg">iletişim</div>`;
    const before = document.body.innerHTML;
    const el = document.querySelector(selector) as HTMLElement;
    const controller = new AbortController();
    inertOutside(el, { signal: controller.signal });
    const inert = [...document.querySelectorAll('[inert]')].map((n) => n.id || n.tagName).sort();
    if (selector === '#dlg') expect(inert).toEqual(['already', 'h', 'm']);
    else expect(inert).toEqual(['already', 'dlg', 'h', 'p']);
    expect(document.querySelector('[data-firsat-live-region]')).not.toHaveAttribute('inert');
    expect(el.closest('[inert]')).toBeNull();
    controller.abort();
    expect(document.body.innerHTML).toBe(before);
  });

  test('the returned undo works once', () => {
    document.body.innerHTML = '<p id="a">a</p><div id="d">d</div>';
    const undo = inertOutside(document.getElementById('d') as HTMLElement);
    expect(document.getElementById('a')).toHaveAttribute('inert');
    undo();
    undo();
    expect(document.getElementById('a')).not.toHaveAttribute('inert');
  });
});
