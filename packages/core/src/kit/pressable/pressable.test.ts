import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { asButton, clickOnKeys } from './index';

const printed = '<span class="wopb-filter-remove-all" style="cursor:pointer">Tümünü temizle</span>';

describe('clickOnKeys', () => {
  it.each([
    ['Enter', 1],
    [' ', 1],
    ['a', 0],
    ['Escape', 0],
  ] as const)('%j clicks it %i time(s)', (key, clicks) => {
    document.body.innerHTML = printed;
    const el = document.body.firstElementChild as HTMLElement;
    const onClick = vi.fn();
    el.addEventListener('click', onClick);
    const controller = new AbortController();
    clickOnKeys(el, controller.signal);
    const keydown = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    el.dispatchEvent(keydown);
    expect(onClick).toHaveBeenCalledTimes(clicks);
    expect(keydown.defaultPrevented).toBe(clicks === 1); // Space does not scroll the page
    controller.abort();
    fireEvent.keyDown(el, { key: 'Enter' });
    expect(onClick).toHaveBeenCalledTimes(clicks);
  });
});

describe('asButton', () => {
  it('names a printed span a button in the Tab order, and gives it back as printed', () => {
    document.body.innerHTML = printed;
    const el = document.body.firstElementChild as HTMLElement;
    const controller = new AbortController();
    asButton(el, 'Filtreleri temizle', controller.signal);
    expect(el.getAttribute('role')).toBe('button');
    expect(el.tabIndex).toBe(0);
    expect(el.getAttribute('aria-label')).toBe('Filtreleri temizle');
    controller.abort();
    expect(document.body.innerHTML).toBe(printed);
  });

  it('leaves the name to the printed text when no label is given', () => {
    document.body.innerHTML = printed;
    const el = document.body.firstElementChild as HTMLElement;
    asButton(el, null, new AbortController().signal);
    expect(el.hasAttribute('aria-label')).toBe(false);
  });
});
