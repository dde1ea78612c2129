import { insertHtml } from '@firsat/core/html';
import { logBlockFailure } from '@firsat/core/http';
import type { BehaviourContext } from '@firsat/core/island';
import { clickOnKeys, plural } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import {
  blockRequestMessages,
  keepAttributes,
  pagedPayload,
  postBlockRequest,
  scrollToNewItems,
  showLoading,
  writeAddress,
} from '../../shared/block-requests';
import { isDisabled, type LoadMoreState, nextPage } from './model';
import type { ProductLoadMoreProps } from './props';

const ITEM = '.wopb-block-item';

/**
 * Load more: a click (or Enter/Space — the plugin's span becomes a button) asks
 * `wopb_load_more` for the next page and inserts the HTML before `.wopb-loadmore-insert-before`
 * in the block; the button gets `wopb-disable` on the last page and ignores clicks. The new items
 * scroll into view 80 px below the top, their count is announced, and the address keeps how far
 * the list was loaded (`replaceState`), so Back and Forward come back to it. A failure logs SPEC
 * §8's line and leaves the button as it was. Unbinding removes what it inserted.
 */
export function bindProductLoadMore(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<ProductLoadMoreProps>,
): void {
  const wrapper = el.closest('.wopb-block-wrapper');
  const marker = wrapper?.querySelector('.wopb-loadmore-insert-before') ?? null;
  const state: LoadMoreState = { shown: props.pagenum, pages: props.pages, busy: false };

  const inserted: Node[] = [];
  onCleanup(keepAttributes(el));
  onCleanup(() => {
    for (const node of inserted.splice(0)) node.parentNode?.removeChild(node);
  });

  const render = () => {
    el.classList.toggle('wopb-disable', isDisabled(state));
    el.setAttribute('aria-disabled', String(isDisabled(state) || state.busy));
    el.setAttribute('data-pagenum', String(state.shown));
  };
  el.setAttribute('role', 'button');
  el.setAttribute('tabindex', '0');
  render();

  const load = async () => {
    const page = nextPage(state);
    if (page === null || !marker) return;
    state.busy = true;
    render();
    const done = showLoading(wrapper);
    onCleanup(done);
    try {
      const html = await postBlockRequest(pagedPayload('wopb_load_more', el, props, page), signal);
      const nodes = await insertHtml(marker, html, 'before');
      inserted.push(...nodes);
      state.shown = page;
      const items = nodes.filter((node): node is Element => node instanceof Element && node.matches(ITEM));
      writeAddress(props.blockId, { page }, 'replace');
      announce(
        blockRequestMessages.t(
          plural(items.length, { one: 'listingMoreLoadedOne', other: 'listingMoreLoadedOther' }),
          { count: items.length, shown: page, total: state.pages },
        ),
        'polite',
      );
      if (items[0]) onCleanup(scrollToNewItems(items[0]));
    } catch (error) {
      logBlockFailure(error);
    } finally {
      state.busy = false;
      done();
      if (!signal.aborted) render();
    }
  };

  el.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      void load();
    },
    { signal },
  );
  clickOnKeys(el, signal);
}
