import { insertHtml } from '@firsat/core/html';
import type { BehaviourContext } from '@firsat/core/island';
import { onAddressChange, plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { createPaginationState } from '@firsat/core/models';
import {
  blockRequestMessages,
  createBlockCalls,
  keepAttributes,
  keepChildNodes,
  pagedPayload,
  postBlockRequest,
  readAddress,
  scrollToBlock,
  writeAddress,
} from '../../shared/block-requests';
import { keepPagination, slotKind } from './markup';
import { targetPage } from './model';
import type { ProductPaginationProps } from './props';
import { paginationRenderer } from './render';

/**
 * Numbered pagination: core's pagination model decides which items show (first/last shortcuts
 * and dots by position, previous hidden on page 1, next on the last) and the centre labels; a
 * click (links, so Enter works) asks `wopb_pagination` for the page and replaces the contents of
 * `.wopb-block-items-wrap`. Then the page scrolls to 50 px above the block when the reader was
 * past it, focus goes to the block's heading, the page is announced politely and the address
 * gets the page (`pushState`: Back shows the previous page again, without a reload). A call
 * still out when another page is chosen is aborted. A failure logs SPEC §8's line and puts the
 * items back as they were shown.
 */
export function bindProductPagination(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductPaginationProps>,
): void {
  const wrapper = el.closest('.wopb-block-wrapper');
  const block = wrapper?.parentElement ?? el;
  const items = wrapper?.querySelector('.wopb-block-items-wrap') ?? null;
  const heading = wrapper?.querySelector<HTMLElement>('.wopb-heading-inner') ?? null;
  const state = createPaginationState({ total: props.pages, current: props.paged });
  const slots = [...el.querySelectorAll('li')];

  for (const restore of keepPagination(el, slots)) onCleanup(restore);
  if (items) onCleanup(keepChildNodes(items));
  if (heading) onCleanup(keepAttributes(heading));
  const render = paginationRenderer(el, slots, props.blockId);
  render(state.getSnapshot());

  const run = createBlockCalls(wrapper, signal, onCleanup);
  const show = (page: number, address: 'push' | 'none') => {
    const before = state.getSnapshot().current;
    state.goTo(page);
    render(state.getSnapshot());
    if (address === 'push') writeAddress(props.blockId, { page }, 'push');
    return run(
      async (call) => {
        const html = await postBlockRequest(pagedPayload('wopb_pagination', el, props, page), call);
        if (!items) return;
        await insertHtml(items, html, 'inner');
        onCleanup(scrollToBlock(block));
        if (heading) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: true });
        }
        const { current, total } = state.getSnapshot();
        const count = items.querySelectorAll('.wopb-block-item').length;
        announce(
          blockRequestMessages.t(
            plural(count, { one: 'listingPageShownOne', other: 'listingPageShownOther' }),
            {
              page: current,
              pages: total,
              count,
            },
          ),
          'polite',
        );
      },
      () => {
        state.goTo(before);
        render(state.getSnapshot());
      },
    );
  };

  el.addEventListener(
    'click',
    (event) => {
      const li = (event.target as Element).closest('li');
      if (!li || !el.contains(li)) return;
      event.preventDefault();
      const page = targetPage(
        { kind: slotKind(li), dataCurrent: li.getAttribute('data-current') },
        state.getSnapshot(),
      );
      if (page !== null) void show(page, 'push');
    },
    { signal },
  );

  // Back and Forward: the address's page, without another history entry.
  onAddressChange(() => {
    const { page } = readAddress(props.blockId);
    if (page !== state.getSnapshot().current && page <= props.pages) void show(page, 'none');
  }, signal);

  // A shared link on a store that does not render the address's page: fetch it once.
  const wanted = readAddress(props.blockId);
  if (wanted.named && wanted.page !== props.paged && wanted.page <= props.pages)
    void show(wanted.page, 'none');
}
