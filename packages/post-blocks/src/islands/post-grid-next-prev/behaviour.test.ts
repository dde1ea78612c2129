import { startBehaviour, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { pageToFetch, postItems, ULTP_NONCE_KEY } from '../../shared/listing';
import {
  fields,
  gridHtml,
  PAGED_FIELD_ORDER,
  postListingTestHooks,
  postTitles,
} from '../../shared/listing-tests';
import { nextPrevGridMarkup } from './fixtures';
import postGridNextPrevBehaviour from './island';
import { disabledArrows, stepPage } from './model';

const { serve, track } = postListingTestHooks(postGridNextPrevBehaviour.messages);
const pageOf = (paged: number) => text(postItems((paged - 1) * 3 + 1, 3));

function mount(markup = nextPrevGridMarkup()) {
  document.body.innerHTML = markup;
  const el = document.querySelector('.ultp-next-prev-wrap') as HTMLElement;
  const printed = gridHtml();
  const { stop } = startBehaviour(postGridNextPrevBehaviour, el);
  track(stop);
  const prev = el.querySelector('.ultp-prev-action') as HTMLElement;
  const next = el.querySelector('.ultp-next-action') as HTMLElement;
  return { el, prev, next, printed, stop };
}

describe('next/previous model', () => {
  test('steps by one within 1..pages', () => {
    expect(stepPage('next', 1, 3)).toBe(2);
    expect(stepPage('next', 3, 3)).toBeNull();
    expect(stepPage('prev', 1, 3)).toBeNull();
    expect(stepPage('prev', 2, 3)).toBe(1);
    expect(disabledArrows(1, 3)).toEqual({ prev: true, next: false });
    expect(disabledArrows(3, 3)).toEqual({ prev: false, next: true });
    expect(pageToFetch(2, 1, 3)).toBe(2);
    expect(pageToFetch(9, 1, 3)).toBeNull();
    expect(pageToFetch(1, 1, 3)).toBeNull();
  });
});

describe('post grid next/previous', () => {
  test('next posts ultp_next_prev with the plugin’s fields and replaces the items', async () => {
    const requests = serve((request) => pageOf(Number(fields(request.text).paged)));
    const { next, prev } = mount();
    expect(next).toHaveAttribute('role', 'button');
    expect(next).toHaveAttribute('tabindex', '0');
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    next.click();
    await waitFor(() => expect(postTitles()[0]).toContain('(4)'));
    expect(postTitles()).toHaveLength(3);
    expect(requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect([...new URLSearchParams(requests[0]?.text).keys()]).toEqual(PAGED_FIELD_ORDER);
    expect(fields(requests[0]?.text)).toMatchObject({
      action: 'ultp_next_prev',
      paged: '2',
      blockId: 'onceki01',
      postId: '70',
      blockName: 'ultimate-post_post-grid-1',
      wpnonce: 'page-nonce',
    });
    expect(prev).not.toHaveClass('ultp-disable');
    expect(window.location.search).toBe('?onceki01_page=2');
    expect(document.activeElement).toHaveClass('ultp-heading-inner');
  });

  test('keyboard: Enter on next twice reaches the last page, which disables next; Space on previous goes back', async () => {
    const requests = serve((request) => pageOf(Number(fields(request.text).paged)));
    const { next, prev } = mount();
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(postTitles()[0]).toContain('(4)'));
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(next).toHaveClass('ultp-disable'));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    next.click();
    prev.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(fields(requests[2]?.text).paged).toBe('2');
  });

  test('loading: ultp-loading-active and aria-busy on the wrapper while the call is out', async () => {
    let answer: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { next } = mount();
    next.click();
    const wrapper = document.querySelector('.ultp-block-wrapper') as HTMLElement;
    await waitFor(() => expect(wrapper).toHaveClass('ultp-loading-active'));
    expect(wrapper).toHaveAttribute('aria-busy', 'true');
    answer(pageOf(2));
    await waitFor(() => expect(wrapper).not.toHaveClass('ultp-loading-active'));
  });

  test('SPEC §8: a 500 is logged with its status, loading removed, the page put back', async () => {
    serve(() => text('boom', { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { next, prev, el } = mount();
    next.click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(el).toHaveAttribute('data-pagenum', '1');
    expect(prev).toHaveClass('ultp-disable');
    expect(postTitles()[0]).toContain('(1)');
    expect(document.querySelector('.ultp-block-wrapper')?.className).toBe('ultp-block-wrapper');
  });

  test('an expired nonce is renewed with ultp_get_nonce once', async () => {
    const requests = serve((request) => {
      const sent = fields(request.text);
      if (sent.action === 'ultp_get_nonce') return text('{"success":true,"data":{"nonce":"fresh-3"}}');
      return sent.wpnonce === 'fresh-3' ? pageOf(2) : text('-1', { status: 403 });
    });
    const { next } = mount();
    next.click();
    await waitFor(() => expect(postTitles()[0]).toContain('(4)'));
    expect(requests.map((r) => fields(r.text).action)).toEqual([
      'ultp_next_prev',
      'ultp_get_nonce',
      'ultp_next_prev',
    ]);
    expect(sessionStorage.getItem(ULTP_NONCE_KEY)).toBe('fresh-3');
  });

  test('Back shows the previous page again; a shared link’s page is fetched once', async () => {
    const requests = serve((request) => pageOf(Number(fields(request.text).paged)));
    const { next } = mount();
    next.click();
    await waitFor(() => expect(postTitles()[0]).toContain('(4)'));
    window.history.replaceState(null, '', '/blog/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(postTitles()[0]).toContain('(1)'));
    expect(fields(requests[1]?.text).paged).toBe('1');
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/blog/?onceki01_page=3');
    mount();
    await waitFor(() => expect(postTitles()[0]).toContain('(7)'));
  });

  test('unbinding gives the grid back as printed', async () => {
    serve((request) => pageOf(Number(fields(request.text).paged)));
    const { next, printed, stop } = mount();
    next.click();
    await waitFor(() => expect(postTitles()[0]).toContain('(4)'));
    stop();
    expect(gridHtml()).toBe(printed);
  });
});
