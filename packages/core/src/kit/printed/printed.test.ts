import { describe, expect, it } from 'vitest';
import { bindPrinted, printedWriter } from './index';

const printed = `<div class="wopb-card  is-new" data-x="1"><span id="count" style="display:none;">3 <b>ürün</b></span><button class="btn">Ekle</button></div>`;

function setUp() {
  document.body.innerHTML = printed;
  const root = document.body.firstElementChild as HTMLElement;
  return {
    root,
    count: root.querySelector('#count') as HTMLElement,
    button: root.querySelector('button') as HTMLButtonElement,
  };
}

describe('printedWriter', () => {
  it.each([
    [
      'text',
      ({ count }: ReturnType<typeof setUp>, w: ReturnType<typeof printedWriter>) => w.text(count, '4'),
    ],
    ['attr set', ({ button }, w) => w.attr(button, 'aria-pressed', 'true')],
    ['attr change', ({ root }, w) => w.attr(root, 'data-x', '2')],
    ['attr remove', ({ count }, w) => w.attr(count, 'style', null)],
    ['class on', ({ root }, w) => w.toggleClass(root, 'is-active', true)],
    ['class off (double space kept)', ({ root }, w) => w.toggleClass(root, 'is-new', false)],
    ['hidden', ({ button }, w) => w.hidden(button, true)],
    [
      'many writes to one attribute',
      ({ root }, w) => {
        w.toggleClass(root, 'a', true);
        w.toggleClass(root, 'b', true);
        w.toggleClass(root, 'a', false);
      },
    ],
  ])('%s: changes the markup and the abort gives back what was printed', (_, write) => {
    const els = setUp();
    const controller = new AbortController();
    write(els, printedWriter(controller.signal));
    expect(document.body.innerHTML).not.toBe(printed);
    controller.abort();
    expect(document.body.innerHTML).toBe(printed);
  });

  it('a write that changes nothing notes nothing, and absent elements are skipped', () => {
    const { root, count } = setUp();
    const controller = new AbortController();
    const w = printedWriter(controller.signal);
    w.toggleClass(root, 'is-new', true);
    w.attr(root, 'data-x', '1');
    w.text(null, 'x');
    w.hidden(undefined, true);
    count.setAttribute('data-later', 'theme'); // someone else's change survives the restore
    controller.abort();
    expect(count.getAttribute('data-later')).toBe('theme');
  });

  it('writes nothing after the abort', () => {
    const { button } = setUp();
    const controller = new AbortController();
    const w = printedWriter(controller.signal);
    controller.abort();
    w.hidden(button, true);
    expect(button.hidden).toBe(false);
  });
});

describe('bindPrinted', () => {
  it('renders each snapshot from the list and restores on abort', () => {
    const { root, count, button } = setUp();
    const controller = new AbortController();
    const render = bindPrinted<{ n: number; busy: boolean }>(controller.signal, [
      { el: count, text: (s) => String(s.n) },
      { el: root, className: 'is-busy', when: (s) => s.busy },
      { el: button, attr: 'aria-disabled', value: (s) => (s.busy ? 'true' : null) },
      { el: button, hidden: (s) => s.n === 0 },
      { el: null, text: () => 'skipped' },
    ]);
    render({ n: 5, busy: true });
    expect(count.textContent).toBe('5');
    expect(root.classList.contains('is-busy')).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    render({ n: 0, busy: false });
    expect(button.hidden).toBe(true);
    expect(root.classList.contains('is-busy')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    controller.abort();
    expect(document.body.innerHTML).toBe(printed);
  });
});
