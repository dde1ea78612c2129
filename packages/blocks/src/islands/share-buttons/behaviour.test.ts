import { setHttpClient } from '@firsat/core/http';
import { configure, IslandError } from '@firsat/core/island';
import { fakeFetch, json, startBehaviour, TEST_SETTINGS, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readShareCount } from './client';
import { shareAddonMarkup, shareBlockMarkup } from './fixtures';
import shareButtonsBehaviour from './island';
import { resetShareCounts } from './model';
import { shareButtonsProps } from './props';

function page(markup: string, selector = '.wopb-share, .wopb-social-share-wrapper') {
  document.body.innerHTML = markup;
  return document.querySelector(selector) as HTMLElement;
}

const stops: (() => void)[] = [];
function mountBar(host: HTMLElement) {
  const { stop } = startBehaviour(shareButtonsBehaviour, host);
  stops.push(stop);
  return stop;
}

function serve(reply: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(reply);
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}

beforeAll(() => shareButtonsBehaviour.messages?.load());
beforeEach(() => {
  configure({ ...TEST_SETTINGS, productBlocks: { security: 'wopb-nonce-1' } });
  setHttpClient(undefined);
  resetShareCounts();
  vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  setHttpClient(undefined);
});

describe('wopb_share_count reply', () => {
  test.each([
    [{ success: true, data: { success: true, count: 4 } }, 4],
    [{ success: true, data: { count: '7' } }, 7],
    [{ success: false, data: { count: 4 } }, null],
    [{ success: true, data: { count: -1 } }, null],
    [0, null],
    ['', null],
    [null, null],
  ])('%j → %j', (reply, count) => {
    expect(readShareCount(reply)).toBe(count);
  });
});

describe('share buttons props', () => {
  test('read the post id and count from the plugin markup', () => {
    expect(shareButtonsProps.parse(page(shareBlockMarkup(25, 3)))).toEqual({ postId: 25, count: 3 });
    expect(shareButtonsProps.parse(page(shareAddonMarkup(21, 12)))).toEqual({ postId: 21, count: 12 });
  });

  test('a bad postId names the island, the attribute and the value', () => {
    const host = page(shareBlockMarkup().replaceAll('postId="25"', 'postId="tişört"'));
    expect(() => shareButtonsProps.parse(host)).toThrow(
      new IslandError('share-buttons', 'postId', 'tişört', 'is not a post id'),
    );
  });

  test('a missing or broken count is 0', () => {
    const host = page(
      shareBlockMarkup().replaceAll('count="3"', 'count="çok"').replace('>3</span>', '>?</span>'),
    );
    expect(shareButtonsProps.parse(host).count).toBe(0);
  });
});

describe('share buttons behaviour', () => {
  test('a click opens the network in an 800×500 popup and sends wopb_share_count; the answer becomes the count', async () => {
    const requests = serve(() => json({ success: true, data: { success: true, count: 4 } }));
    const host = page(shareBlockMarkup(25, 3));
    mountBar(host);
    await userEvent.click(host.querySelector('.wopb-share-item-facebook') as HTMLElement);

    expect(window.open).toHaveBeenCalledWith(
      'https://www.facebook.com/sharer.php?u=http%3A%2F%2Fshop.test%2Furun%2Ftisort%2F',
      '_blank',
      expect.stringContaining('width=800,height=500'),
    );
    await waitFor(() => expect(host.querySelector('.wopb-share-count')).toHaveTextContent('4'));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(requests[0]?.method).toBe('POST');
    expect([...new URLSearchParams(requests[0]?.text)]).toEqual([
      ['action', 'wopb_share_count'],
      ['shareCount', '3'],
      ['postId', '25'],
      ['wpnonce', 'wopb-nonce-1'],
    ]);
    for (const item of host.querySelectorAll('.wopb-share-item')) expect(item).toHaveAttribute('count', '4');
  });

  test('the next share sends the new count', async () => {
    const requests = serve((_r, i) => json({ success: true, data: { success: true, count: 4 + i } }));
    const host = page(shareBlockMarkup(25, 3));
    mountBar(host);
    const link = host.querySelector('.wopb-share-item-twitter') as HTMLElement;
    await userEvent.click(link);
    await waitFor(() => expect(host.querySelector('.wopb-share-count')).toHaveTextContent('4'));
    await userEvent.click(link);
    await waitFor(() => expect(host.querySelector('.wopb-share-count')).toHaveTextContent('5'));
    expect(new URLSearchParams(requests[1]?.text).get('shareCount')).toBe('4');
  });

  test('items added to the bar after load work too (the classic bound each link once)', async () => {
    const requests = serve(() => json({ success: true, data: { success: true, count: 9 } }));
    const host = page(shareBlockMarkup(25, 8));
    mountBar(host);
    const inner = host.querySelector('.wopb-share-item-inner-block') as HTMLElement;
    inner.insertAdjacentHTML(
      'beforeend',
      '<div class="wopb-share-item wopb-social-pinterest" postId="25" count="8"><a href="javascript:" class="wopb-share-item-pinterest" data-url="http://pinterest.com/pin/create/link?url=x"></a></div>',
    );
    await userEvent.click(inner.querySelector('.wopb-share-item-pinterest') as HTMLElement);
    await waitFor(() => expect(host.querySelector('.wopb-share-count')).toHaveTextContent('9'));
    expect(requests).toHaveLength(1);
    expect(window.open).toHaveBeenCalledWith(
      'http://pinterest.com/pin/create/link?url=x',
      '_blank',
      expect.any(String),
    );
  });

  test('a bar printed without items counts for the items that arrive later', async () => {
    serve(() => json({ success: true, data: { success: true, count: 1 } }));
    const host = page(
      shareBlockMarkup(25, 0).replace(
        /<div class="wopb-share-item [\s\S]*<\/div><\/div><\/div><\/div><\/div>$/,
        '</div></div></div></div></div>',
      ),
    );
    expect(host.querySelectorAll('.wopb-share-item')).toHaveLength(0);
    mountBar(host);
    host
      .querySelector('.wopb-share-item-inner-block')
      ?.insertAdjacentHTML(
        'beforeend',
        '<div class="wopb-share-item" postId="25" count="0"><a href="javascript:" data-url="https://www.reddit.com/submit?url=x">Reddit</a></div>',
      );
    await userEvent.click(host.querySelector('a[data-url]') as HTMLElement);
    await waitFor(() => expect(host.querySelector('.wopb-share-count')).toHaveTextContent('1'));
    expect(host.querySelector('.wopb-share-item')).toHaveAttribute('count', '1');
  });

  test('two bars of one product never disagree', async () => {
    serve(() => json({ success: true, data: { success: true, count: 13 } }));
    document.body.innerHTML = shareBlockMarkup(21, 12) + shareAddonMarkup(21, 12);
    const [block, addon] = [
      document.querySelector('.wopb-share') as HTMLElement,
      document.querySelector('.wopb-social-share-wrapper') as HTMLElement,
    ];
    mountBar(block);
    mountBar(addon);
    await userEvent.click(addon.querySelector('a[data-url]') as HTMLElement);
    await waitFor(() => expect(block.querySelector('.wopb-share-count')).toHaveTextContent('13'));
    expect(addon.querySelector('.wopb-share-count')).toHaveTextContent('13');
    expect(window.open).toHaveBeenCalledWith(
      'https://api.whatsapp.com/send?text=http://shop.test/urun/tisort/',
      '_blank',
      expect.any(String),
    );
  });

  test.each([
    ['a server error (500)', () => text('Internal Server Error', { status: 500 }), 500],
    ['an expired nonce (-1, 403)', () => text('-1', { status: 403 }), 403],
    ['an answer without a count', () => json({ success: false }), 200],
    [
      'being offline',
      () => {
        throw new TypeError('Failed to fetch');
      },
      0,
    ],
  ])(
    '%s logs "Error occured.please try again" with the status and keeps the count',
    async (_n, reply, status) => {
      serve(reply);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const host = page(shareBlockMarkup(25, 3));
      mountBar(host);
      await userEvent.click(host.querySelector('.wopb-share-item-facebook') as HTMLElement);
      await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', status));
      expect(host.querySelector('.wopb-share-count')).toHaveTextContent('3');
      expect(window.open).toHaveBeenCalledTimes(1);
    },
  );

  test('icon-only links get a Turkish name; links with text keep theirs', () => {
    const host = page(shareBlockMarkup());
    mountBar(host);
    expect(host.querySelector('.wopb-share-item-facebook')).toHaveAttribute('aria-label', 'Paylaş: facebook');
    const addon = page(shareAddonMarkup());
    mountBar(addon);
    expect(addon.querySelector('a')).not.toHaveAttribute('aria-label');
  });

  test('unmounting removes the click handler', async () => {
    const requests = serve(() => json({ success: true, data: { count: 4 } }));
    const host = page(shareBlockMarkup());
    const stop = mountBar(host);
    stop();
    (host.querySelector('.wopb-share-item-facebook') as HTMLElement).click();
    await Promise.resolve();
    expect(window.open).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  test('stopping after a share gives back the server HTML byte for byte', async () => {
    serve(() => json({ success: true, data: { success: true, count: 4 } }));
    const host = page(shareBlockMarkup(25, 3));
    const printed = host.outerHTML;
    const stop = mountBar(host);
    await userEvent.click(host.querySelector('.wopb-share-item-facebook') as HTMLElement);
    await waitFor(() => expect(host.querySelector('.wopb-share-count')).toHaveTextContent('4'));
    expect(host.outerHTML).not.toBe(printed);
    stop();
    expect(host.outerHTML).toBe(printed);
  });
});
