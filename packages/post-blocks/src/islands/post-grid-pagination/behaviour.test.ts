import { startBehaviour, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { paginationMarkup, postGridMarkup, postItems, ULTP_NONCE_KEY } from '../../shared/listing';
import {
  fields,
  gridHtml,
  PAGED_FIELD_ORDER,
  postListingTestHooks,
  postTitles,
} from '../../shared/listing-tests';
import { paginationGridMarkup } from './fixtures';
import postGridPaginationBehaviour from './island';
import { slotKind } from './markup';

const { serve, track } = postListingTestHooks(postGridPaginationBehaviour.messages);
const pageOf = (paged: number) => text(postItems((paged - 1) * 3 + 1, 3));
const pages = () => serve((request) => pageOf(Number(fields(request.text).paged)));

function mount(markup = paginationGridMarkup(), selector = '.ultp-pagination-wrap') {
  document.body.innerHTML = markup;
  const host = document.querySelector(selector) as HTMLElement;
  const printed = gridHtml();
  const { stop } = startBehaviour(postGridPaginationBehaviour, host);
  track(stop);
  return { host, printed, stop };
}
/** The visible items' labels, as a reader sees the list (* marks the active one). */
const visible = () =>
  [...document.querySelectorAll('.ultp-pagination li')]
    .filter((li) => (li as HTMLElement).style.display !== 'none')
    .map(
      (li) =>
        `${li.classList.contains('pagination-active') ? '*' : ''}${li.textContent?.trim() || slotKind(li)}`,
    );
const item = (selector: string) =>
  document.querySelector(`.ultp-pagination ${selector} a`) as HTMLAnchorElement;

describe('post grid pagination', () => {
  test('binding leaves the printed list as it is, but for aria-current and the block’s page addresses', () => {
    mount();
    expect(item('.pagination-active')).toHaveAttribute('aria-current', 'page');
    expect(visible()).toEqual(['*1', '2', '3', '...', '6', 'Sonraki']);
    expect(item('.ultp-last-pages')).toHaveAttribute('href', '/blog/?rwcpo02_page=6');
  });

  test('a page posts ultp_pagination with the plugin’s fields, replaces the items, relabels the list', async () => {
    const requests = pages();
    mount();
    item('.ultp-last-pages').click();
    await waitFor(() => expect(postTitles()[0]).toContain('(16)'));
    expect(requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect([...new URLSearchParams(requests[0]?.text).keys()]).toEqual(PAGED_FIELD_ORDER);
    expect(fields(requests[0]?.text)).toMatchObject({
      action: 'ultp_pagination',
      paged: '6',
      blockId: 'rwcpo02',
      postId: '70',
      blockName: 'ultimate-post_post-grid-1',
      wpnonce: 'page-nonce',
    });
    expect(visible()).toEqual(['Önceki', '1', '...', '4', '5', '*6']);
    expect(window.location.search).toBe('?rwcpo02_page=6');
    expect(document.activeElement).toHaveClass('ultp-heading-inner');
    expect(document.querySelector('.ultp-pagination-wrap')).toHaveAttribute('data-paged', '6');
  });

  test('keyboard: Enter on next (a link) goes to page 2; previous back to 1', async () => {
    const requests = pages();
    mount();
    item('.ultp-next-page-numbers').click(); // Enter on a link is a click
    await waitFor(() => expect(postTitles()[0]).toContain('(4)'));
    item('.ultp-prev-page-numbers').click();
    await waitFor(() => expect(postTitles()[0]).toContain('(1)'));
    expect(requests.map((r) => fields(r.text).paged)).toEqual(['2', '1']);
  });

  test('loading, SPEC §8 and the list put back on failure', async () => {
    serve(() => text('boom', { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    item('.ultp-last-pages').click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(visible()).toEqual(['*1', '2', '3', '...', '6', 'Sonraki']);
    expect(document.querySelector('.ultp-block-wrapper')?.className).toBe('ultp-block-wrapper');
    expect(document.querySelector('.ultp-block-wrapper')).not.toHaveAttribute('aria-busy');
  });

  test('an expired nonce is renewed once and kept', async () => {
    const requests = serve((request) => {
      const sent = fields(request.text);
      if (sent.action === 'ultp_get_nonce') return text('{"success":true,"data":{"nonce":"fresh-4"}}');
      return sent.wpnonce === 'fresh-4' ? pageOf(Number(sent.paged)) : text('');
    });
    mount();
    item('.ultp-center-item[data-current="2"]').click();
    await waitFor(() => expect(postTitles()[0]).toContain('(4)'));
    expect(requests.map((r) => fields(r.text).action)).toEqual([
      'ultp_pagination',
      'ultp_get_nonce',
      'ultp_pagination',
    ]);
    expect(sessionStorage.getItem(ULTP_NONCE_KEY)).toBe('fresh-4');
  });

  test('a detached pagination block finds its grid through data-for', async () => {
    pages();
    const grid = postGridMarkup({ navigation: 'none', pages: 6, blockId: 'rwcpo02' });
    const control = paginationMarkup('rwcpo02', 1, 6).replace('<div ', '<div data-for="ultp-block-rwcpo02" ');
    mount(
      `${grid}<div class="ultp-pagination-block">${control}</div>`,
      '.ultp-pagination-block .ultp-pagination-wrap',
    );
    item('.ultp-center-item[data-current="3"]').click();
    await waitFor(() => expect(postTitles()[0]).toContain('(7)'));
  });

  test('Back shows the previous page; unbinding gives everything back as printed', async () => {
    pages();
    const { printed, stop } = mount();
    item('.ultp-center-item[data-current="2"]').click();
    await waitFor(() => expect(postTitles()[0]).toContain('(4)'));
    window.history.back();
    await waitFor(() => expect(postTitles()[0]).toContain('(1)'));
    stop();
    expect(gridHtml()).toBe(printed);
  });
});
