import { createDisclosureGroup, disclosure } from './index';

const $ = (id: string) => document.getElementById(id) as HTMLElement;
const down = (el: Element) => el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
const key = (k: string) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key: k, bubbles: true }),
  );

describe('disclosure', () => {
  let controller: AbortController;
  beforeEach(() => {
    document.body.innerHTML = `<p id="out">dışarı</p>
      <div id="w1"><button id="t1">Kupon</button><div id="p1" hidden><input id="i1"></div></div>
      <div id="w2"><button id="t2">Filtre</button><div id="p2" hidden><a id="l2" href="#">x</a></div></div>`;
    controller = new AbortController();
  });
  afterEach(() => controller.abort());

  test('aria-expanded and aria-controls; a click toggles hidden; as printed again on abort', () => {
    const before = document.body.innerHTML;
    disclosure($('t1'), $('p1'), { signal: controller.signal });
    expect($('t1')).toHaveAttribute('aria-expanded', 'false');
    expect($('t1')).toHaveAttribute('aria-controls', $('p1').id);
    $('t1').click();
    expect($('p1').hidden).toBe(false);
    expect($('t1')).toHaveAttribute('aria-expanded', 'true');
    controller.abort();
    expect(document.body.innerHTML).toBe(before);
  });

  test.each<[string, () => void, boolean, string]>([
    [
      'Escape from inside the panel: closes, focus to the trigger',
      () => {
        $('i1').focus();
        key('Escape');
      },
      true,
      't1',
    ],
    ['a press outside closes', () => down($('out')), true, 'i1'],
    ['a press in the panel keeps it', () => down($('i1')), false, 'i1'],
    ['a press on the trigger leaves it to the click', () => down($('t1')), false, 'i1'],
  ])('%s', (_, act, closes, focused) => {
    const onChange = vi.fn();
    disclosure($('t1'), $('p1'), { signal: controller.signal, onChange });
    $('t1').click();
    $('i1').focus();
    act();
    expect($('p1').hidden).toBe(closes);
    expect(document.activeElement?.id).toBe(focused);
    if (closes) expect(onChange).toHaveBeenLastCalledWith(false, expect.stringMatching(/escape|outside/));
  });

  test('one open in a group; a class instead of hidden; no click toggle for links', () => {
    const group = createDisclosureGroup();
    const a = disclosure($('t1'), $('p1'), { signal: controller.signal, group });
    const b = disclosure($('t2'), $('p2'), {
      signal: controller.signal,
      group,
      openClass: [$('w2'), 'open'],
      toggleOnClick: false,
    });
    a.open();
    $('t2').click();
    expect(b.isOpen).toBe(false);
    b.open();
    expect(a.isOpen).toBe(false);
    expect($('p1').hidden).toBe(true);
    expect($('w2')).toHaveClass('open');
    expect($('p2').hidden).toBe(true); // the class shows it, hidden is the theme's business
    controller.abort();
    expect($('w2')).not.toHaveClass('open');
  });
});
