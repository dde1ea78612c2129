import { BLOCK_FAILURE_LOG, setHttpClient } from '@firsat/core/http';
import { configure, IslandError } from '@firsat/core/island';
import { fakeFetch, json, startBehaviour, TEST_SETTINGS, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { footerReached } from '../../shared/scrolled-past';
import { postShareMarkup } from './fixtures';
import postShareBehaviour from './island';
import { resetShareCounts } from './model';
import { postShareButtonsProps } from './props';

function page(markup: string) {
  document.body.innerHTML = markup;
  return document.querySelector('.ultp-post-share') as HTMLElement;
}

const stops: (() => void)[] = [];
function mount(host: HTMLElement) {
  const { stop } = startBehaviour(postShareBehaviour, host);
  stops.push(stop);
  return stop;
}

function serve(reply: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(reply);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}
const fields = (body: string | undefined) => [...new URLSearchParams(body)];

beforeAll(() => postShareBehaviour.messages?.load());
beforeEach(() => {
  resetShareCounts();
  sessionStorage.clear();
  configure({ ...TEST_SETTINGS, postBlocks: { security: 'ultp-nonce-1' } });
  setHttpClient(undefined);
  vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  setHttpClient(undefined);
});

describe('post share props', () => {
  test('read the post id and the count from the plugin markup', () => {
    expect(postShareButtonsProps.parse(page(postShareMarkup({ postId: 41, count: 3 })))).toEqual({
      postId: 41,
      count: 3,
    });
  });

  test('a bad postId names the island, the attribute and the value', () => {
    expect(() => postShareButtonsProps.parse(page(postShareMarkup({ postId: 'yazı' })))).toThrow(
      new IslandError('post-share-buttons', 'postId', 'yazı', 'is not a post id'),
    );
  });
});

describe('post share behaviour', () => {
  test('a click opens the network in the 800×500 window and sends ultp_share_count; the total moves on', async () => {
    const requests = serve(() => text('0'));
    const host = page(postShareMarkup({ postId: 41, count: 3 }));
    mount(host);
    await userEvent.click(host.querySelector('.ultp-post-share-item-facebook') as HTMLElement);

    expect(window.open).toHaveBeenCalledWith(
      'https://www.facebook.com/sharer.php?u=http%3A%2F%2Fblog.test%2Fyazi%2Fistanbulda-bir-gun%2F',
      'sharer',
      expect.stringContaining('width=800,height=500'),
    );
    await waitFor(() => expect(host.querySelector('.ultp-post-share-count')).toHaveTextContent('4'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(requests[0]?.method).toBe('POST');
    expect(fields(requests[0]?.text)).toEqual([
      ['action', 'ultp_share_count'],
      ['shareCount', '3'],
      ['postId', '41'],
      ['wpnonce', 'ultp-nonce-1'],
    ]);
    expect(host.querySelector('.ultp-post-share-item-inner-block')).toHaveAttribute('count', '4');
  });

  test('both bars of a post (inline and sticky) show the new total', async () => {
    serve(() => text('0'));
    document.body.innerHTML = postShareMarkup({ count: 5 }) + postShareMarkup({ count: 5, sticky: true });
    const [inline, sticky] = [...document.querySelectorAll<HTMLElement>('.ultp-post-share')] as [
      HTMLElement,
      HTMLElement,
    ];
    mount(inline);
    mount(sticky);
    await userEvent.click(sticky.querySelector('.ultp-post-share-item-twitter') as HTMLElement);
    await waitFor(() => expect(inline.querySelector('.ultp-post-share-count')).toHaveTextContent('6'));
    expect(sticky.querySelector('.ultp-post-share-count')).toHaveTextContent('6');
  });

  test('the keyboard: Tab reaches a share link, Enter shares', async () => {
    serve(() => text('0'));
    const host = page(postShareMarkup());
    mount(host);
    await userEvent.tab();
    expect(document.activeElement).toBe(host.querySelector('.ultp-post-share-item-facebook'));
    await userEvent.keyboard('{Enter}');
    expect(window.open).toHaveBeenCalledTimes(1);
  });

  test('icon-only links are named by their network; labelled ones keep their label', () => {
    const host = page(postShareMarkup());
    mount(host);
    expect(host.querySelector('.ultp-post-share-item-twitter')).toHaveAttribute(
      'aria-label',
      'Paylaş: twitter',
    );
    const labelled = page(postShareMarkup({ labels: true }));
    mount(labelled);
    expect(labelled.querySelector('.ultp-post-share-item-twitter')).not.toHaveAttribute('aria-label');
  });

  test('a javascript: url opens nothing but the share is still counted', async () => {
    const requests = serve(() => text('0'));
    const host = page(
      postShareMarkup().replace(/url="https:\/\/www.facebook[^"]*"/, 'url="javascript:alert(1)"'),
    );
    mount(host);
    await userEvent.click(host.querySelector('.ultp-post-share-item-facebook') as HTMLElement);
    expect(window.open).not.toHaveBeenCalled();
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  test('an expired nonce (-1, 403) is renewed once with ultp_get_nonce and the share goes through', async () => {
    const requests = serve((request) => {
      const body = new URLSearchParams(request.text);
      if (body.get('action') === 'ultp_get_nonce') return json({ success: true, data: { nonce: 'fresh-2' } });
      return body.get('wpnonce') === 'fresh-2' ? text('0') : text('-1', { status: 403 });
    });
    const host = page(postShareMarkup({ count: 7 }));
    mount(host);
    await userEvent.click(host.querySelector('.ultp-post-share-item-mail') as HTMLElement);
    await waitFor(() => expect(host.querySelector('.ultp-post-share-count')).toHaveTextContent('8'));
    expect(requests.map((r) => new URLSearchParams(r.text).get('action'))).toEqual([
      'ultp_share_count',
      'ultp_get_nonce',
      'ultp_share_count',
    ]);
    expect(new URLSearchParams(requests[2]?.text).get('wpnonce')).toBe('fresh-2');
    expect(sessionStorage.getItem('ultp_nonce')).toBe('fresh-2');
  });

  test('a failure logs SPEC §8 with the status and leaves the count', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => text('', { status: 500 }));
    const host = page(postShareMarkup({ count: 3 }));
    mount(host);
    await userEvent.click(host.querySelector('.ultp-post-share-item-facebook') as HTMLElement);
    await waitFor(() => expect(error).toHaveBeenCalledWith(BLOCK_FAILURE_LOG, 500));
    expect(BLOCK_FAILURE_LOG).toBe('Error occured.please try again');
    expect(host.querySelector('.ultp-post-share-count')).toHaveTextContent('3');
  });

  test('a sticky bar steps aside (remove-sticky) while the footer is in view', async () => {
    const host = page(`${postShareMarkup({ sticky: true })}<footer>alt bilgi</footer>`);
    const footer = document.querySelector('footer') as HTMLElement;
    let top = 2000;
    vi.spyOn(footer, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    mount(host);
    const bar = host.querySelector('.ultp-disable-sticky-footer') as HTMLElement;
    expect(bar).not.toHaveClass('remove-sticky');
    top = window.innerHeight - 10;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(bar).toHaveClass('remove-sticky'));
    top = window.innerHeight + 10;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(bar).not.toHaveClass('remove-sticky'));
  });

  test('footerReached: at or above the window bottom; no footer never', () => {
    expect(footerReached(800, 800)).toBe(true);
    expect(footerReached(801, 800)).toBe(false);
    expect(footerReached(null, 800)).toBe(false);
  });

  test('unbound, the bar is as printed', async () => {
    serve(() => text('0'));
    const markup = postShareMarkup({ sticky: true });
    const host = page(`${markup}<footer></footer>`);
    const before = host.outerHTML;
    const stop = mount(host);
    await userEvent.click(host.querySelector('.ultp-post-share-item-facebook') as HTMLElement);
    await waitFor(() => expect(host.querySelector('.ultp-post-share-count')).toHaveTextContent('4'));
    stop();
    expect(host.outerHTML).toBe(before);
  });
});
