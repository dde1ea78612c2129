import { insertHtml } from '@firsat/core/html';
import { logBlockFailure } from '@firsat/core/http';
import { createLatest } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { keepAttributes } from '../../shared/block-requests';
import { fetchMoreTerms } from './client';
import { slugJson, type TaxonomySection, termInputs } from './markup';
import { ownMessages as m } from './messages';

/**
 * Show more / show less under a taxonomy's terms: `wopb_show_more_filter_item` answers the next
 * page of terms, appended to the section's first `.wopb-filter-check-list` through core's one
 * HTML insertion; show less drops the loaded ones (`.wopb-filter-extended-item`). `rerender`
 * writes the filters into every control again, the new terms among them.
 */
export function bindShowMore(
  el: HTMLElement,
  section: TaxonomySection,
  signal: AbortSignal,
  onCleanup: (undo: () => void) => void,
  rerender: () => void,
): void {
  const more = section.body.querySelector<HTMLElement>('.wopb-filter-show-more');
  const less = section.body.querySelector<HTMLElement>('.wopb-filter-show-less');
  const list = section.body.querySelector<HTMLElement>('.wopb-filter-check-list');
  if (!more || !list) return;
  onCleanup(keepAttributes(more));
  if (less) onCleanup(keepAttributes(less));
  const printedItems = [...list.children];
  onCleanup(() => list.replaceChildren(...printedItems));
  const total = Number(more.getAttribute('data-total-page')) || 1;
  let page = Number(more.getAttribute('data-current-page')) || 1;
  const show = () => {
    more.style.display = page < total ? '' : 'none';
    more.setAttribute('data-current-page', String(page));
    if (less) less.style.display = page > 1 ? '' : 'none';
  };
  show();
  // one page of terms at a time: a click while one is out does nothing
  const request = createLatest<Node[]>({ signal });
  more.addEventListener(
    'click',
    async (event) => {
      event.preventDefault();
      if (request.getSnapshot().pending || page >= total) return;
      const query = slugJson(section, 'data-query');
      const attributes = slugJson(section, 'data-attributes');
      const limit = Number(query.limit ?? attributes.viewTaxonomyLimit) || 10;
      el.setAttribute('aria-busy', 'true');
      const outcome = await request.run(async (call) => {
        const html = await fetchMoreTerms(
          {
            query,
            attributes,
            taxonomy: section.taxonomy,
            page: page + 1,
            limit,
            hiddenTermCount: Math.max(0, termInputs(section).length - page * limit),
          },
          call,
        );
        return insertHtml(list, html, 'append');
      });
      el.removeAttribute('aria-busy');
      if (outcome.status === 'error') logBlockFailure(outcome.error);
      if (outcome.status !== 'data') return;
      page += 1;
      show();
      rerender();
      announce(m.t('filterShowMore'), 'polite');
      const first = outcome.data.find((n): n is HTMLElement => n instanceof HTMLElement);
      first?.querySelector<HTMLElement>('input')?.focus();
    },
    { signal },
  );
  less?.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      for (const item of list.querySelectorAll('.wopb-filter-extended-item')) item.remove();
      page = 1;
      show();
      more.focus();
    },
    { signal },
  );
}
