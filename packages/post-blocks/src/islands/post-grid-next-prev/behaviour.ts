import type { BehaviourContext } from '@firsat/core/island';
import { asButton } from '@firsat/core/kit';
import { keepAttributes, pageSwitch } from '../../shared/listing';
import { readArrows } from './markup';
import { disabledArrows, stepPage } from './model';
import type { PostGridNextPrevProps } from './props';

/**
 * Next/previous: a press on an arrow (both are keyboard buttons; the plugin's next arrow has no
 * href) moves the page by one and asks `ultp_next_prev` for it; the reply replaces the grid's
 * items, the window goes back to 80 px above the block when the reader was past it, focus goes to
 * the heading and the page is announced. The arrows get `ultp-disable` and `aria-disabled` on the
 * first and last page and ignore presses there. The address gets the page (`pushState`): Back
 * and Forward show it again, and a shared link the store did not render is fetched once (the
 * shared `pageSwitch`). A failure logs SPEC §8's line and puts the page back.
 */
export function bindPostGridNextPrev(
  el: HTMLElement,
  context: BehaviourContext<PostGridNextPrevProps>,
): void {
  const { props, signal, onCleanup } = context;
  const arrows = readArrows(el);
  let page = Math.min(props.pagenum, props.pages);
  onCleanup(keepAttributes(el));
  for (const arrow of [arrows.prev, arrows.next]) {
    if (!arrow) continue;
    onCleanup(keepAttributes(arrow));
    asButton(arrow, null, signal);
  }

  const render = () => {
    const off = disabledArrows(page, props.pages);
    for (const [arrow, disabled] of [
      [arrows.prev, off.prev],
      [arrows.next, off.next],
    ] as const) {
      if (!arrow) continue;
      if (arrow.classList.contains('ultp-disable') !== disabled)
        arrow.classList.toggle('ultp-disable', disabled);
      arrow.setAttribute('aria-disabled', String(disabled));
    }
    el.setAttribute('data-pagenum', String(page));
  };
  render();

  const go = pageSwitch(el, context, {
    action: 'ultp_next_prev',
    pages: props.pages,
    current: () => page,
    set(to) {
      page = to;
      render();
    },
  });
  for (const [arrow, direction] of [
    [arrows.prev, 'prev'],
    [arrows.next, 'next'],
  ] as const) {
    arrow?.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        const to = stepPage(direction, page, props.pages);
        if (to !== null) go(to);
      },
      { signal },
    );
  }
}
