import { startBehaviour, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { filteredReply, ULTP_NONCE_KEY, UNIQUE_IDS_KEY } from '../../shared/listing';
import { fields, gridHtml, postListingTestHooks, postTitles } from '../../shared/listing-tests';
import { filterBarGridMarkup } from './fixtures';
import postFilterBarBehaviour from './island';

const { serve, track } = postListingTestHooks(postFilterBarBehaviour.messages);

function mount(markup = filterBarGridMarkup()) {
  document.body.innerHTML = markup;
  const host = document.querySelector('.ultp-filter-wrap') as HTMLElement;
  const printed = gridHtml();
  const { stop } = startBehaviour(postFilterBarBehaviour, host);
  track(stop);
  return { host, printed, stop };
}
const tab = (label: string) =>
  [...document.querySelectorAll<HTMLAnchorElement>('.ultp-filter-wrap a')].find(
    (a) => a.textContent === label,
  ) as HTMLAnchorElement;
/** "rehber" has 2 posts and 2 pages of load more, "haber" none, all 3 posts. */
const replies = () =>
  serve((request) => {
    const taxonomy = fields(request.text).taxonomy;
    if (taxonomy === 'haber')
      return text(filteredReply({ blockId: 'suzgec01', count: 0, pages: 0, navigation: 'loadMore' }));
    return text(
      filteredReply({
        blockId: 'suzgec01',
        first: taxonomy === 'rehber' ? 20 : 1,
        count: taxonomy === 'rehber' ? 2 : 3,
      }),
    );
  });

describe('post filter bar', () => {
  test('a link posts ultp_filter with the plugin’s fields; blocks replace the items and pagination the load more', async () => {
    const requests = replies();
    mount();
    const before = document.querySelector('.ultp-loadmore');
    tab('Rehber').click();
    expect(tab('Rehber')).toHaveClass('filter-active');
    expect(tab('Tümü')).not.toHaveClass('filter-active');
    await waitFor(() => expect(postTitles()).toHaveLength(2));
    expect(requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect([...new URLSearchParams(requests[0]?.text).keys()]).toEqual([
      'action',
      'taxtype',
      'taxonomy',
      'blockId',
      'postId',
      'blockName',
      'widgetBlockId',
      'wpnonce',
    ]);
    expect(fields(requests[0]?.text)).toMatchObject({
      action: 'ultp_filter',
      taxtype: 'category',
      taxonomy: 'rehber',
      blockId: 'suzgec01',
      postId: '70',
      blockName: 'ultimate-post_post-grid-1',
      wpnonce: 'page-nonce',
    });
    expect(postTitles()[0]).toContain('(20)');
    const after = document.querySelector('.ultp-loadmore');
    expect(after).not.toBe(before);
    expect(after?.querySelector('.ultp-loadmore-action')).toHaveAttribute('data-pages', '2');
    expect(tab('Rehber')).toHaveAttribute('aria-current', 'true');
    expect(window.location.search).toBe('?suzgec01_tab=rehber');
  });

  test('no posts: the items are emptied, load more kept (paginationShow false), “no posts” announced', async () => {
    replies();
    mount();
    const before = document.querySelector('.ultp-loadmore');
    tab('Haber').click();
    await waitFor(() => expect(postTitles()).toHaveLength(0));
    expect(document.querySelector('.ultp-loadmore')).toBe(before);
    await waitFor(() => expect(document.body.textContent).toContain('“Haber”: yazı bulunamadı'));
  });

  test('keyboard: arrows, Home and End move between the links', () => {
    replies();
    mount();
    const press = (key: string) =>
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    tab('Tümü').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Rehber'));
    press('End');
    expect(document.activeElement).toBe(tab('Haber'));
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Tümü'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab('Haber'));
  });

  test('SPEC §8: a 500 logs the status, removes loading and puts the previous link back', async () => {
    serve(() => text('boom', { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    tab('Rehber').click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(tab('Tümü')).toHaveClass('filter-active');
    expect(tab('Rehber')).not.toHaveClass('filter-active');
    expect(postTitles()).toHaveLength(3);
    expect(document.querySelector('.ultp-block-wrapper')?.className).toBe('ultp-block-wrapper');
  });

  test('an expired nonce (an empty reply) is renewed with ultp_get_nonce once', async () => {
    const requests = serve((request) => {
      const sent = fields(request.text);
      if (sent.action === 'ultp_get_nonce') return text('{"success":true,"data":{"nonce":"fresh-5"}}');
      return sent.wpnonce === 'fresh-5'
        ? text(filteredReply({ blockId: 'suzgec01', first: 20, count: 2 }))
        : text('');
    });
    mount();
    tab('Rehber').click();
    await waitFor(() => expect(postTitles()).toHaveLength(2));
    expect(requests.map((r) => fields(r.text).action)).toEqual([
      'ultp_filter',
      'ultp_get_nonce',
      'ultp_filter',
    ]);
    expect(sessionStorage.getItem(ULTP_NONCE_KEY)).toBe('fresh-5');
  });

  test('unique content is sent and the reply’s map kept', async () => {
    const requests = serve(() =>
      text(
        JSON.stringify({
          success: true,
          data: {
            filteredData: {
              blocks: `<div class="ultp-block-item post-id-9"><h3 class="ultp-block-title"><a href="#">Dokuz</a></h3></div><span class="ultp-current-unique-posts" hidden data-ultp-unique-ids='{"suzgec01":[9]}' data-current-unique-posts="[9]"></span>`,
              pagination: '',
              paginationType: 'loadMore',
              paginationShow: false,
            },
          },
        }),
      ),
    );
    sessionStorage.setItem(UNIQUE_IDS_KEY, '{"other":[1,2]}');
    mount();
    tab('Rehber').click();
    await waitFor(() => expect(postTitles()).toEqual(['Dokuz']));
    expect(fields(requests[0]?.text).ultpUniqueIds).toBe('{"other":[1,2]}');
    expect(sessionStorage.getItem(UNIQUE_IDS_KEY)).toBe('{"suzgec01":[9]}');
  });

  test('Back shows the previous tab; a shared link’s tab is fetched; unbinding gives the grid back', async () => {
    const requests = replies();
    const { printed, stop } = mount();
    tab('Rehber').click();
    await waitFor(() => expect(postTitles()).toHaveLength(2));
    window.history.back();
    await waitFor(() => expect(postTitles()).toHaveLength(3));
    expect(fields(requests[1]?.text).taxonomy).toBe('');
    expect(tab('Tümü')).toHaveClass('filter-active');
    stop();
    expect(gridHtml()).toBe(printed);
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/blog/?suzgec01_tab=rehber');
    mount();
    await waitFor(() => expect(postTitles()).toHaveLength(2));
  });

  test('a reply that is not the plugin’s JSON fails as SPEC §8 says', async () => {
    serve(() => text('<div>not json</div>'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    tab('Rehber').click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 200));
    expect(tab('Tümü')).toHaveClass('filter-active');
  });
});
