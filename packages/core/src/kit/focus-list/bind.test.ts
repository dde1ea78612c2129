import { bindFocusList, type FocusListOptions } from './bind';

function setUp(html: string) {
  document.body.innerHTML = html;
  const container = document.querySelector<HTMLElement>('[data-list]') as HTMLElement;
  const items = () => [...container.querySelectorAll<HTMLElement>('[data-item]')];
  const controller = new AbortController();
  const printed = document.body.innerHTML;
  const bind = (options: Partial<FocusListOptions> & Pick<FocusListOptions, 'mode'>) =>
    bindFocusList(container, { items, signal: controller.signal, ...options });
  return { container, items, controller, printed, bind };
}

const press = (target: Element, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

const stops = (items: HTMLElement[]) => items.map((item) => item.getAttribute('tabindex'));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('roving', () => {
  const html = `<ul data-list>
    <li data-item tabindex="0">Kırmızı</li><li data-item>Mavi</li>
    <li data-item aria-disabled="true">Sarı</li><li data-item>Yeşil</li></ul>`;

  test('arrows move the one tab stop and the focus, skipping disabled items; abort puts back what was printed', () => {
    const { items, controller, printed, bind } = setUp(html);
    const onMove = vi.fn();
    bind({ mode: 'roving', wrap: true, onMove });
    expect(stops(items())).toEqual(['0', null, null, null]);
    items()[0]?.focus();
    expect(press(items()[0] as HTMLElement, 'ArrowRight')).toBe(true);
    expect(document.activeElement).toBe(items()[1]);
    expect(stops(items())).toEqual(['-1', '0', '-1', '-1']);
    expect(onMove).toHaveBeenLastCalledWith(1, items()[1], expect.any(KeyboardEvent));
    press(items()[1] as HTMLElement, 'ArrowDown');
    expect(document.activeElement).toBe(items()[3]);
    press(items()[3] as HTMLElement, 'ArrowRight');
    expect(document.activeElement).toBe(items()[0]);
    press(items()[0] as HTMLElement, 'End');
    expect(stops(items())).toEqual(['-1', '-1', '-1', '0']);
    expect(press(items()[3] as HTMLElement, 'Enter')).toBe(false);
    controller.abort();
    expect(document.body.innerHTML).toBe(printed);
  });

  test('with no printed tab stop, the first enabled item becomes one; abort removes it again', () => {
    const { items, controller, printed, bind } = setUp(
      '<div data-list><button data-item disabled>A</button><button data-item>B</button></div>',
    );
    bind({ mode: 'roving' });
    expect(stops(items())).toEqual(['-1', '0']);
    controller.abort();
    expect(document.body.innerHTML).toBe(printed);
  });

  test('keys outside the items, already handled ones and keys after abort are left alone', () => {
    const { container, items, controller, bind } = setUp(
      `<div data-list><a data-item href="#a">A</a><a data-item href="#b">B</a><input></div>`,
    );
    const onMove = vi.fn();
    bind({ mode: 'focus', onMove });
    expect(press(container.querySelector('input') as HTMLElement, 'ArrowRight')).toBe(false);
    const handled = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    items()[0]?.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    items()[0]?.dispatchEvent(handled);
    controller.abort();
    expect(press(items()[0] as HTMLElement, 'ArrowRight')).toBe(false);
    expect(onMove).not.toHaveBeenCalled();
  });
});

test('focus mode moves the focus and leaves every tab stop as printed', () => {
  const { items, bind } = setUp(
    '<nav data-list><a data-item href="#1">Bir</a><a data-item href="#2">İki</a></nav>',
  );
  bind({ mode: 'focus', wrap: true, orientation: 'horizontal' });
  items()[1]?.focus();
  expect(press(items()[1] as HTMLElement, 'ArrowRight')).toBe(true);
  expect(document.activeElement).toBe(items()[0]);
  expect(press(items()[0] as HTMLElement, 'ArrowDown')).toBe(false);
  expect(stops(items())).toEqual([null, null]);
});

describe('activedescendant', () => {
  const html = `<div><input id="q"><ul data-list role="listbox">
    <li data-item role="option">İstanbul</li><li data-item role="option" id="kept">Izmit</li>
    <li data-item role="option">Iğdır</li><li data-item role="option">Ankara</li></ul></div>`;

  test('the owner keeps the focus and names the current item; ids are given and taken back', () => {
    const { items, controller, printed, bind } = setUp(html);
    const input = document.getElementById('q') as HTMLInputElement;
    const list = bind({ mode: 'activedescendant', owner: input, orientation: 'vertical' });
    input.focus();
    expect(press(input, 'ArrowDown')).toBe(true);
    const first = items()[0] as HTMLElement;
    expect(first.id).not.toBe('');
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(list.current()).toBe(0);
    press(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe('kept');
    expect(document.activeElement).toBe(input);
    list.move(-1);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    list.move(3);
    controller.abort();
    expect(document.body.innerHTML).toBe(printed);
  });

  test('typeahead: Turkish case rules, a repeated letter cycles, a pause starts again', () => {
    vi.useFakeTimers();
    try {
      const { items, bind } = setUp(html);
      const input = document.getElementById('q') as HTMLInputElement;
      bind({ mode: 'activedescendant', owner: input, typeahead: true });
      const current = () =>
        items().findIndex((item) => item.id === input.getAttribute('aria-activedescendant'));
      press(input, 'ı');
      expect(current()).toBe(1);
      press(input, 'ı');
      expect(current()).toBe(2);
      vi.advanceTimersByTime(600);
      press(input, 'i');
      expect(current()).toBe(0);
      vi.advanceTimersByTime(600);
      expect(press(input, ' ')).toBe(false);
      press(input, 'a');
      press(input, 'n');
      expect(current()).toBe(3);
      expect(press(input, 'z')).toBe(true);
      expect(current()).toBe(3);
      expect(press(input, 'x', { ctrlKey: true })).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
