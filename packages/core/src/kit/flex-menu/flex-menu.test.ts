import { fireEvent } from '@testing-library/dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreMessages } from '../../i18n/index';
import { flexMenu, flexMenuWhenWrapped } from './index';

/** jsdom lays nothing out: a row of `rowWidth` px where each item is `data-w` px wide (the button 60). */
let rowWidth = 1000;
const width = (el: Element) =>
  el.classList.contains('flexMenu-viewMore') ? 60 : Number((el as HTMLElement).dataset.w ?? 0);
const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop');
beforeAll(async () => {
  await coreMessages.load();
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
    configurable: true,
    get(this: HTMLElement) {
      const list = this.parentElement;
      if (!list?.matches('ul.wopb-flex-menu')) return 0;
      let x = 0;
      let line = 0;
      for (const child of list.children) {
        if (x > 0 && x + width(child) > rowWidth) {
          line += 1;
          x = 0;
        }
        x += width(child);
        if (child === this) break;
      }
      return line * 40;
    },
  });
});
afterAll(() => {
  if (descriptor) Object.defineProperty(HTMLElement.prototype, 'offsetTop', descriptor);
});

const tabs = ['Tümü', 'Giyim', 'Ev', 'Elektronik', 'Kozmetik'];
const printed = `<div class="wopb-filter-wrap"><ul class="wopb-flex-menu" data-name="Daha fazla">
${tabs.map((name, i) => `<li class="filter-item" data-w="100"><a href="#t${i}"${i === 0 ? ' class="filter-active"' : ''}>${name}</a></li>`).join('\n')}
</ul></div>`;

function mount(row: number) {
  rowWidth = row;
  document.body.innerHTML = printed;
  const list = document.querySelector('ul') as HTMLElement;
  const controller = new AbortController();
  const onLayout = vi.fn();
  flexMenu(list, { signal: controller.signal, onLayout });
  const button = document.querySelector<HTMLButtonElement>('.flexMenu-viewMore-button');
  const popup = document.querySelector<HTMLElement>('.flexMenu-popup');
  const inRow = () =>
    [...list.children].filter((li) => li.classList.contains('filter-item')).map((li) => li.textContent);
  const inPopup = () => [...(popup?.children ?? [])].map((li) => li.textContent);
  return { list, controller, onLayout, button, popup, inRow, inPopup };
}

describe('flexMenu', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves a row that fits alone', () => {
    const { button, onLayout } = mount(1000);
    expect(button).toBeNull();
    expect(onLayout).toHaveBeenCalledWith({ inRow: 5, allInPopup: false });
    expect(document.body.innerHTML).toBe(printed);
  });

  it('moves the items that would wrap into a closed popup behind a labelled button', () => {
    const { button, popup, inRow, inPopup } = mount(400);
    expect(inRow()).toEqual(['Tümü', 'Giyim', 'Ev']);
    expect(inPopup()).toEqual(['Elektronik', 'Kozmetik']);
    expect(button?.textContent).toBe('Daha fazla');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.getAttribute('aria-controls')).toBe(popup?.id);
    expect(popup?.hidden).toBe(true);
  });

  it('puts everything behind "Menü" when two or fewer would stay', () => {
    const { button, inRow, inPopup } = mount(250);
    expect(inRow()).toEqual([]);
    expect(inPopup()).toEqual(tabs);
    expect(button?.textContent).toBe('Menü');
    expect(button?.parentElement?.classList.contains('flexMenu-allInPopup')).toBe(true);
  });

  it('opens on a press, closes on Escape with focus back, on a pick and when focus leaves', () => {
    const { button, popup } = mount(400);
    if (!button || !popup) throw new Error('no button');
    fireEvent.click(button);
    expect(popup.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const link = popup.querySelector('a') as HTMLAnchorElement;
    link.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popup.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(link);
    expect(popup.hidden).toBe(true);
    fireEvent.click(button);
    fireEvent.focusOut(button, { relatedTarget: document.body });
    expect(popup.hidden).toBe(true);
  });

  it('lays out again 200 ms after a resize', () => {
    vi.useFakeTimers();
    try {
      const { inRow, onLayout } = mount(400);
      rowWidth = 1000;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(199);
      expect(inRow()).toHaveLength(3);
      vi.advanceTimersByTime(1);
      expect(inRow()).toHaveLength(5);
      expect(onLayout).toHaveBeenLastCalledWith({ inRow: 5, allInPopup: false });
      expect(document.querySelector('.flexMenu-viewMore')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives back the printed list byte for byte when it ends', () => {
    const { controller } = mount(400);
    expect(document.body.innerHTML).not.toBe(printed);
    controller.abort();
    expect(document.body.innerHTML).toBe(printed);
  });
});

describe('flexMenuWhenWrapped', () => {
  function watch(row: number) {
    rowWidth = row;
    document.body.innerHTML = printed;
    const list = document.querySelector('ul') as HTMLElement;
    const controller = new AbortController();
    const started = flexMenuWhenWrapped(list, { signal: controller.signal });
    return { list, controller, started };
  }
  const more = () => document.querySelector('.flexMenu-viewMore');

  it('starts the menu at once on a row that wraps', async () => {
    const { started } = watch(400);
    await started;
    expect(more()).not.toBeNull();
    expect(document.querySelectorAll('.flexMenu-popup > li')).toHaveLength(2);
  });

  it('leaves a row that fits as printed, and starts once a resize makes it wrap', async () => {
    vi.useFakeTimers();
    try {
      const { started } = watch(1000);
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(200);
      expect(more()).toBeNull();
      expect(document.body.innerHTML).toBe(printed);
      rowWidth = 400;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(200);
      vi.useRealTimers();
      await started;
      expect(more()).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never starts on a row of two items or fewer, even wrapped', async () => {
    rowWidth = 100;
    const two = '<ul class="wopb-flex-menu"><li data-w="100">A</li><li data-w="100">B</li></ul>';
    document.body.innerHTML = two;
    const list = document.querySelector('ul') as HTMLElement;
    void flexMenuWhenWrapped(list, { signal: new AbortController().signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body.innerHTML).toBe(two);
  });

  it('stops watching when its island stops', async () => {
    const { controller } = watch(1000);
    controller.abort();
    rowWidth = 400;
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(more()).toBeNull();
    expect(document.body.innerHTML).toBe(printed);
  });
});
