import { insertHtml } from '@firsat/core/html';
import type { BehaviourContext } from '@firsat/core/island';
import { onAddressChange, plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { createPaginationState, type PaginationSnapshot } from '@firsat/core/models';
import {
  addressWith,
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
import { SLOT_SELECTOR, slotKind } from './markup';
import { targetPage } from './model';
import type { ProductPaginationProps } from './props';

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

  // What this island changes, noted as printed.
  onCleanup(keepAttributes(el));
  for (const li of slots) {
    onCleanup(keepAttributes(li));
    const a = li.querySelector('a');
    if (a) {
      const text = a.textContent;
      const restore = keepAttributes(a);
      onCleanup(() => {
        restore();
        if (li.matches(SLOT_SELECTOR.page) && a.textContent !== text) a.textContent = text;
      });
    }
  }
  // The plugin's previous / next links hold only an icon: they get a name (axe link-name).
  for (const [kind, name] of [
    ['prev', 'previousPage'],
    ['next', 'nextPage'],
  ] as const) {
    for (const a of el.querySelectorAll<HTMLElement>(`${SLOT_SELECTOR[kind]} > a`)) {
      if (!a.textContent?.trim() && !a.hasAttribute('aria-label'))
        a.setAttribute('aria-label', blockRequestMessages.t(name));
    }
  }
  if (items) onCleanup(keepChildNodes(items));
  if (heading) onCleanup(keepAttributes(heading));

  const render = (snapshot: PaginationSnapshot) => {
    el.setAttribute('data-paged', String(snapshot.current));
    const centre = slots.filter((li) => li.matches(SLOT_SELECTOR.page));
    const centreItems = snapshot.items.filter((item) => item.kind === 'page');
    for (const item of snapshot.items) {
      const targets =
        item.kind === 'page'
          ? [centre[centreItems.indexOf(item)]]
          : slots.filter((li) => li.matches(SLOT_SELECTOR[item.kind]));
      for (const li of targets) {
        if (!li) continue;
        if ((li.style.display === 'none') !== item.hidden) {
          li.style.display = item.hidden ? 'none' : '';
        }
        if (li.classList.contains('pagination-active') !== item.active) {
          li.classList.toggle('pagination-active', item.active);
        }
        const a = li.querySelector('a');
        if (item.page !== null && a) {
          if (item.kind === 'page' && li.getAttribute('data-current') !== String(item.page)) {
            li.setAttribute('data-current', String(item.page));
            a.textContent = String(item.page);
          }
          const href = addressWith(props.blockId, { page: item.page });
          if (a.getAttribute('href') !== href) a.setAttribute('href', href);
          if (item.active) a.setAttribute('aria-current', 'page');
          else a.removeAttribute('aria-current');
        }
      }
    }
  };
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
