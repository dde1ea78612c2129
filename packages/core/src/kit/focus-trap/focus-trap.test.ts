import { tabbables, trapFocus } from './index';

const press = (key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

describe('trapFocus', () => {
  let box: HTMLElement;
  let controller: AbortController;
  beforeEach(() => {
    document.body.innerHTML = `<button id="before">önce</button>
      <div id="box" tabindex="-1"><a id="a" href="#">a</a><button id="off" disabled>x</button>
      <input id="hid" type="hidden"><span hidden><button id="h">h</button></span>
      <input id="b"><button id="skip" tabindex="-1">s</button><button id="c">c</button></div>
      <button id="after">sonra</button>`;
    box = document.getElementById('box') as HTMLElement;
    controller = new AbortController();
  });
  afterEach(() => controller.abort());

  test('tabbables: enabled, not hidden, not tabindex -1, in document order', () => {
    expect(tabbables(box).map((el) => el.id)).toEqual(['a', 'b', 'c']);
  });

  test.each([
    // [focused, shift, expected focus, default prevented]
    ['c', false, 'a', true],
    ['a', true, 'c', true],
    ['box', true, 'c', true],
    ['before', false, 'a', true],
    ['a', false, 'a', false], // the browser moves on by itself
    ['b', true, 'b', false],
  ])('from #%s with shift=%s Tab goes to #%s (prevented: %s)', (from, shift, to, prevented) => {
    trapFocus(box, { signal: controller.signal });
    (document.getElementById(from) as HTMLElement).focus();
    // focus that left the box comes back to its first element
    if (from === 'before') expect(document.activeElement?.id).toBe('a');
    else expect(document.activeElement?.id).toBe(from);
    const event = press('Tab', shift);
    if (from !== 'before') {
      expect(event.defaultPrevented).toBe(prevented);
      expect(document.activeElement?.id).toBe(to);
    }
  });

  test('an empty box keeps focus on itself', () => {
    box.innerHTML = '<p>yalnızca metin</p>';
    trapFocus(box, { signal: controller.signal });
    box.focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(box);
  });

  test('the signal and the returned release end it', () => {
    const release = trapFocus(box);
    (document.getElementById('c') as HTMLElement).focus();
    release();
    expect(press('Tab').defaultPrevented).toBe(false);
    trapFocus(box, { signal: controller.signal });
    controller.abort();
    (document.getElementById('after') as HTMLElement).focus();
    expect(document.activeElement?.id).toBe('after');
  });
});
