import { defineProps, prop } from '@firsat/core/island';
import * as v from 'valibot';
import type { StickyPosition } from './model';

/** `data-scroll`: pixels of scroll before the bar shows; empty means 0 (show on any scroll). */
const offset = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const text = dataset.value.trim();
    if (text === '') return 0;
    const px = Number(text);
    if (Number.isFinite(px) && px >= 0) return px;
    addIssue({ message: 'must be a number of pixels (0 or more)' });
    return NEVER;
  }),
);

/** `style="bottom: 0"` pins the bar to the bottom (the footer bar); anything else is the top. */
export function readPosition(el: HTMLElement): StickyPosition {
  return el.style.bottom !== '' && el.style.top === '' ? 'bottom' : 'top';
}

/** The sticky add-to-cart bar's data-* schema (product-blocks pro `div.wopb-sticky-cart`). */
export const stickyCartProps = defineProps('sticky-cart', {
  scroll: prop.custom('data-scroll', offset, {
    type: 'px',
    fallback: 0,
    doc: 'The bar shows once the page has scrolled more than this many pixels (`sticky_cart_scroll`).',
  }),
  position: prop.markup(readPosition, {
    type: "'top' | 'bottom'",
    doc: 'Read from the inline style the server prints (`top:0` or `bottom:0`, `sticky_cart_position`).',
  }),
});

export type StickyCartProps = ReturnType<typeof stickyCartProps.parse>;
