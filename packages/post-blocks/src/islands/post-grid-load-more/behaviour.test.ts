import { startBehaviour, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { postItems, ULTP_NONCE_KEY, UNIQUE_IDS_KEY } from '../../shared/listing';
import {
  fields,
  gridHtml,
  PAGED_FIELD_ORDER,
  postListingTestHooks,
  postTitles,
} from '../../shared/listing-tests';
import { infiniteGridMarkup, loadMoreGridMarkup } from './fixtures';
import postGridLoadMoreBehaviour from './island';
import { feedAction, isDisabled, nextPage } from './model';

const { serve, track } = postListingTestHooks(postGridLoadMoreBehaviour.messages);

function mount(markup = loadMoreGridMarkup(), selector = '.ultp-loadmore-action') {
  document.body.innerHTML = markup;
  const el = document.querySelector(selector) as HTMLElement;
  const printed = gridHtml();
  const { stop } = startBehaviour(postGridLoadMoreBehaviour, el);
  track(stop);
  return { el, printed, stop };
}

describe('load more model', () => {
  test('asks for the next page until the last; an empty reply ends the feed', () => {
    expect(nextPage({ shown: 1, pages: 3, busy: false, ended: false })).toBe(2);
    expect(nextPage({ shown: 3, pages: 3, busy: false, ended: false })).toBeNull();
    expect(nextPage({ shown: 1, pages: 3, busy: true, ended: false })).toBeNull();
    expect(nextPage({ shown: 1, pages: 3, busy: false, ended: true })).toBeNull();
    expect(isDisabled({ shown: 3, pages: 3, busy: false, ended: false })).toBe(true);
    expect(feedAction(false)).toBe('ultp_next_prev');
    expect(feedAction(true)).toBe('ultp_pagination');
  });
});

describe('post grid load more', () => {
  test('posts ultp_next_prev to admin-ajax with the plugin’s fields and appends the reply', async () => {
    const requests = serve(() => text(postItems(4, 3)));
    const { el } = mount();
    el.click();
    await waitFor(() => expect(postTitles()).toHaveLength(6));
    expect(requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    const sent = new URLSearchParams(requests[0]?.text);
    expect([...sent.keys()]).toEqual(PAGED_FIELD_ORDER);
    expect(fields(requests[0]?.text)).toMatchObject({
      action: 'ultp_next_prev',
      paged: '2',
      blockId: 'rwcpo01',
      postId: '70',
      exclude: '',
      blockName: 'ultimate-post_post-grid-1',
      wpnonce: 'page-nonce',
    });
    // appended at the end of the items (5.0.31 prints no insert marker)
    expect(document.querySelector('.ultp-block-items-wrap')?.lastElementChild).toHaveClass('post-id-6');
    expect(el).toHaveAttribute('data-pagenum', '2');
    expect(el).not.toHaveClass('ultp-disable');
    expect(window.location.search).toBe('?rwcpo01_page=2');
    expect(document.querySelector('.ultp-block-wrapper')?.className).toBe('ultp-block-wrapper');
  });

  test('Enter and Space press it; on the last page it is disabled, ignores presses and focus goes to the first new post', async () => {
    const requests = serve((_, i) => text(postItems(4 + i * 3, 3)));
    const { el } = mount();
    el.focus();
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(el).toHaveAttribute('data-pagenum', '2'));
    expect(document.activeElement).toBe(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await waitFor(() => expect(el).toHaveClass('ultp-disable'));
    expect(el).toHaveAttribute('aria-disabled', 'true');
    expect(postTitles()).toHaveLength(9);
    await waitFor(() => expect(document.activeElement?.closest('.ultp-block-item')).toHaveClass('post-id-7'));
    el.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(2);
  });

  test('the grid is busy while the call is out: ultp-loading-active and aria-busy', async () => {
    let answer: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { el } = mount();
    el.click();
    const wrapper = document.querySelector('.ultp-block-wrapper') as HTMLElement;
    await waitFor(() => expect(wrapper).toHaveClass('ultp-loading-active'));
    expect(wrapper).toHaveAttribute('aria-busy', 'true');
    expect(el).toHaveAttribute('aria-disabled', 'true');
    answer(text(postItems(4, 3)));
    await waitFor(() => expect(wrapper).not.toHaveClass('ultp-loading-active'));
    expect(wrapper).not.toHaveAttribute('aria-busy');
  });

  test('SPEC §8: a 500 logs “Error occured.please try again” with the status, removes loading, changes nothing', async () => {
    serve(() => text('boom', { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mount();
    el.click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(postTitles()).toHaveLength(3);
    expect(el).toHaveAttribute('data-pagenum', '1');
    expect(document.querySelector('.ultp-block-wrapper')?.className).toBe('ultp-block-wrapper');
  });

  test('an expired nonce (-1): a fresh one from ultp_get_nonce, kept in sessionStorage, and one retry', async () => {
    const requests = serve((request) => {
      if (fields(request.text).action === 'ultp_get_nonce')
        return text('{"success":true,"data":{"nonce":"fresh-1"}}');
      return fields(request.text).wpnonce === 'fresh-1' ? text(postItems(4, 3)) : text('-1', { status: 403 });
    });
    const { el } = mount();
    el.click();
    await waitFor(() => expect(postTitles()).toHaveLength(6));
    expect(requests.map((r) => fields(r.text).action)).toEqual([
      'ultp_next_prev',
      'ultp_get_nonce',
      'ultp_next_prev',
    ]);
    expect(sessionStorage.getItem(ULTP_NONCE_KEY)).toBe('fresh-1');
  });

  test('unique content: the printed map is stored, sent with the current posts, and the reply’s map replaces it', async () => {
    const requests = serve(() =>
      text(
        `${postItems(4, 3)}<span class="ultp-current-unique-posts" hidden data-ultp-unique-ids='{"rwcpo01":[1,2,3,4,5,6]}' data-current-unique-posts="[4,5,6]"></span>`,
      ),
    );
    const { el } = mount(loadMoreGridMarkup(1, 3, [{ rwcpo01: [1, 2, 3] }, [1, 2, 3]]));
    expect(sessionStorage.getItem(UNIQUE_IDS_KEY)).toBe('{"rwcpo01":[1,2,3]}');
    el.click();
    await waitFor(() => expect(postTitles()).toHaveLength(6));
    expect(fields(requests[0]?.text)).toMatchObject({
      ultpUniqueIds: '{"rwcpo01":[1,2,3]}',
      ultpCurrentUniquePosts: '[1,2,3]',
    });
    expect(document.querySelectorAll('.ultp-current-unique-posts')).toHaveLength(1);
    expect(sessionStorage.getItem(UNIQUE_IDS_KEY)).toBe('{"rwcpo01":[1,2,3,4,5,6]}');
  });

  test('the advanced filter’s data-* on the button are sent on (filterShow, author, order …)', async () => {
    const requests = serve(() => text(postItems(4, 3)));
    document.body.innerHTML = loadMoreGridMarkup();
    const button = document.querySelector('.ultp-loadmore-action') as HTMLElement;
    button.setAttribute('data-filter-value', '["category###rehber"]');
    button.setAttribute('data-filter-type', '["category"]');
    button.setAttribute('data-filter-order', 'DESC');
    const { stop } = startBehaviour(postGridLoadMoreBehaviour, button);
    track(stop);
    button.click();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(fields(requests[0]?.text)).toMatchObject({
      'filterValue[0]': 'category###rehber',
      'filterType[0]': 'category',
      filterShow: 'true',
      checkFilter: 'true',
      isAdv: 'true',
      order: 'DESC',
      author: '',
    });
  });

  test('unbinding removes what it appended and gives the button back as printed', async () => {
    serve(() => text(postItems(4, 3)));
    const { el, printed, stop } = mount();
    el.click();
    await waitFor(() => expect(postTitles()).toHaveLength(6));
    stop();
    expect(gridHtml()).toBe(printed);
  });
});

describe('infinite scroll', () => {
  let observed: Element[] = [];
  let fire: () => void = () => {};
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          fire = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {
          observed = [];
        }
      },
    );
  });

  test('the last post in view asks ultp_pagination for the next page; the last page ends it', async () => {
    const requests = serve((_, i) => text(postItems(4 + i * 3, 3)));
    mount(infiniteGridMarkup(1, 3), '.ultp-block-wrapper');
    expect(observed[0]).toHaveClass('post-id-3');
    fire();
    await waitFor(() => expect(postTitles()).toHaveLength(6));
    expect(fields(requests[0]?.text)).toMatchObject({
      action: 'ultp_pagination',
      paged: '2',
      blockId: 'sonsuz01',
    });
    expect(observed[0]).toHaveClass('post-id-6');
    fire();
    await waitFor(() => expect(postTitles()).toHaveLength(9));
    expect(observed).toHaveLength(0);
    expect(requests).toHaveLength(2);
  });

  test('an empty reply (with a fresh nonce too) stops it', async () => {
    const requests = serve((request) =>
      fields(request.text).action === 'ultp_get_nonce'
        ? text('{"success":true,"data":{"nonce":"fresh-2"}}')
        : text(''),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount(infiniteGridMarkup(1, 5), '.ultp-block-wrapper');
    fire();
    await waitFor(() => expect(requests).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fire();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(3);
    expect(postTitles()).toHaveLength(3);
    expect(error).not.toHaveBeenCalled();
  });

  test('the advanced filter’s data-* on the wrapper start the feed again, carrying the filter', async () => {
    const requests = serve(() => text(postItems(60, 3)));
    const { el } = mount(infiniteGridMarkup(3, 3), '.ultp-block-wrapper');
    expect(observed).toHaveLength(0); // the last page was shown
    el.setAttribute('data-filter_value', '["category###haber"]');
    el.setAttribute('data-pages', '2');
    el.setAttribute('data-pagenum', '1');
    await waitFor(() => expect(observed).toHaveLength(1));
    fire();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(fields(requests[0]?.text)).toMatchObject({
      paged: '2',
      'filterValue[0]': 'category###haber',
      isAdv: 'true',
    });
  });
});
