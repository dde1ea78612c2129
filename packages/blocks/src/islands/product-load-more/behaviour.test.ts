import { startBehaviour, text } from '@firsat/core/testing';
import { waitFor } from '@testing-library/react';
import { LOAD_MORE_SCROLL, listingItems, NONCE_STORAGE_KEY } from '../../shared/block-requests';
import { blockHtml, itemNames, listingTestHooks } from '../../shared/listing-tests';
import { loadMoreBlockMarkup } from './fixtures';
import productLoadMoreBehaviour from './island';
import { isDisabled, nextPage } from './model';

const { serve, track } = listingTestHooks(
  { ajax_load_more: '/?wc-ajax=wopb_load_more' },
  productLoadMoreBehaviour.messages,
);

function mount(markup = loadMoreBlockMarkup()) {
  document.body.innerHTML = markup;
  const button = document.querySelector('.wopb-loadmore-action') as HTMLElement;
  const printed = blockHtml();
  const { stop } = startBehaviour(productLoadMoreBehaviour, button);
  track(stop);
  return { button, printed, stop };
}
const names = itemNames;

describe('load more model', () => {
  test('asks for the next page until the shown page equals the number of pages', () => {
    expect(nextPage({ shown: 1, pages: 3, busy: false })).toBe(2);
    expect(nextPage({ shown: 3, pages: 3, busy: false })).toBeNull();
    expect(nextPage({ shown: 1, pages: 3, busy: true })).toBeNull();
    expect(isDisabled({ shown: 3, pages: 3, busy: false })).toBe(true);
    expect(isDisabled({ shown: 2, pages: 3, busy: false })).toBe(false);
  });
});

describe('product load more', () => {
  test('posts wopb_load_more with the plugin’s fields and inserts the reply before the marker', async () => {
    const requests = serve(() => text(listingItems(4, 3)));
    const { button } = mount();
    expect(button).toHaveAttribute('role', 'button');
    expect(button).toHaveAttribute('tabindex', '0');
    button.click();
    await waitFor(() => expect(names()).toHaveLength(6));
    const sent = new URLSearchParams(requests[0]?.text);
    expect(requests[0]?.url.search).toBe('?wc-ajax=wopb_load_more');
    expect([...sent.keys()]).toEqual([
      'action',
      'paged',
      'blockId',
      'postId',
      'blockName',
      'builder',
      'widgetBlockId',
      'wpnonce',
    ]);
    expect(Object.fromEntries(sent)).toMatchObject({
      action: 'wopb_load_more',
      paged: '2',
      blockId: 'vitrin-daha-fazla',
      postId: '15',
      blockName: 'product-blocks_product-grid-1',
      wpnonce: 'page-nonce',
    });
    // inserted before the marker, in order
    const marker = document.querySelector('.wopb-loadmore-insert-before');
    expect(marker?.previousElementSibling?.textContent).toContain('Ürün 6');
    expect(button).toHaveAttribute('data-pagenum', '2');
    expect(button).not.toHaveClass('wopb-disable');
    expect(window.location.search).toBe('?paged-vitrin-daha-fazla=2');
    expect(document.querySelector('.wopb-block-wrapper')).not.toHaveClass('wopb-loading-active');
    expect(document.querySelector('.wopb-block-overlay')).toBeNull();
  });

  test('Enter and Space load too; on the last page the button is disabled and ignores clicks', async () => {
    const requests = serve((_, i) => text(listingItems(4 + i * 3, 3)));
    const { button } = mount();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(button).toHaveAttribute('data-pagenum', '2'));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await waitFor(() => expect(button).toHaveClass('wopb-disable'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(names()).toHaveLength(9);
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(2);
  });

  test('shows the loading state while the call is out: wopb-processing, the overlay, aria-busy', async () => {
    let answer: (r: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { button } = mount();
    button.click();
    const wrapper = document.querySelector('.wopb-block-wrapper') as HTMLElement;
    await waitFor(() => expect(wrapper).toHaveClass('wopb-processing', 'wopb-loading-active'));
    expect(wrapper.querySelector(':scope > .wopb-block-overlay')).not.toBeNull();
    expect(wrapper).toHaveAttribute('aria-busy', 'true');
    answer(text(listingItems(4, 3)));
    await waitFor(() => expect(wrapper).not.toHaveClass('wopb-processing'));
    expect(wrapper).not.toHaveAttribute('aria-busy');
  });

  test('SPEC §8: a 500 logs “Error occured.please try again” with the status, removes the loading state, changes nothing', async () => {
    serve(() => text('boom', { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { button } = mount();
    button.click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(names()).toHaveLength(3);
    expect(button).toHaveAttribute('data-pagenum', '1');
    expect(document.querySelector('.wopb-block-wrapper')?.className).toBe('wopb-block-wrapper');
  });

  test('an expired nonce (-1, 403): a fresh one from wopb_get_nonce, kept in sessionStorage, and one retry', async () => {
    const requests = serve((request) => {
      if (request.text.includes('action=wopb_get_nonce'))
        return text('{"success":true,"data":{"nonce":"fresh-1"}}');
      return new URLSearchParams(request.text).get('wpnonce') === 'fresh-1'
        ? text(listingItems(4, 3))
        : text('-1', { status: 403 });
    });
    const { button } = mount();
    button.click();
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(requests.map((r) => new URLSearchParams(r.text).get('action'))).toEqual([
      'wopb_load_more',
      'wopb_get_nonce',
      'wopb_load_more',
    ]);
    expect(sessionStorage.getItem(NONCE_STORAGE_KEY)).toBe('fresh-1');
    // the next call starts with the kept nonce
    button.click();
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(new URLSearchParams(requests[3]?.text).get('wpnonce')).toBe('fresh-1');
  });

  test('SPEC §9: the first new item scrolls to 80 px below the top (over 100 ms) when it is below the fold', async () => {
    serve(() => text(listingItems(4, 3)));
    const { button } = mount();
    expect(LOAD_MORE_SCROLL).toEqual({ offset: 80, durationMs: 100 });
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 2000,
      bottom: 2300,
    } as DOMRect);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    button.click();
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 2000 - 80));
  });

  test('an expired nonce as the plugin answers it (an empty body, 200): fresh nonce and retry; still empty → SPEC §8 log', async () => {
    const requests = serve((request) => {
      if (request.text.includes('action=wopb_get_nonce'))
        return text('{"success":true,"data":{"nonce":"fresh-2"}}');
      return new URLSearchParams(request.text).get('wpnonce') === 'fresh-2' && requests.length < 4
        ? text(listingItems(4, 3))
        : text('');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { button } = mount();
    button.click();
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(requests).toHaveLength(3);
    // the block is gone from the post: nothing even with the fresh nonce
    sessionStorage.clear();
    button.click();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error occured.please try again', 200));
    expect(names()).toHaveLength(6);
    expect(button).toHaveAttribute('data-pagenum', '2');
  });

  test('stop() puts the server’s HTML back after items were loaded', async () => {
    serve(() => text(listingItems(4, 3)));
    const { button, printed, stop } = mount();
    button.click();
    await waitFor(() => expect(names()).toHaveLength(6));
    stop();
    expect(blockHtml()).toBe(printed);
  });
});
