import { NONCE_STORAGE_KEY } from '@firsat/blocks/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as tabs from './product-filter-tabs.stories';
import * as more from './product-load-more.stories';
import * as numbered from './product-pagination.stories';

const More = composeStories(more);
const Numbered = composeStories(numbered);
const Tabs = composeStories(tabs);

const { use } = storyServer();
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
const names = (container: HTMLElement) =>
  [...container.querySelectorAll('.wopb-block-title a')].map((a) => a.textContent);

describe('product load more stories', () => {
  test('Default: three clicks load the pages; the last disables the button', async () => {
    use(More.Default);
    const { container } = render(<More.Default />);
    const button = await mounted(container, '.wopb-loadmore-action');
    act(() => button.click());
    await waitFor(() => expect(names(container)).toHaveLength(6));
    act(() => button.click());
    await waitFor(() => expect(button).toHaveClass('wopb-disable'));
    expect(names(container)).toHaveLength(9);
  });

  test('LastPage: one click and the button is disabled', async () => {
    use(More.LastPage);
    const { container } = render(<More.LastPage />);
    const button = await mounted(container, '.wopb-loadmore-action');
    act(() => button.click());
    await waitFor(() => expect(button).toHaveClass('wopb-disable'));
  });

  test('ServerError: SPEC §8 logged with 500, nothing inserted', async () => {
    use(More.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<More.ServerError />);
    const button = await mounted(container, '.wopb-loadmore-action');
    act(() => button.click());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(names(container)).toHaveLength(3);
  });

  test('ExpiredNonce: the fresh nonce is fetched and kept, the page comes in', async () => {
    use(More.ExpiredNonce);
    const { container } = render(<More.ExpiredNonce />);
    const button = await mounted(container, '.wopb-loadmore-action');
    act(() => button.click());
    await waitFor(() => expect(names(container)).toHaveLength(6));
    expect(sessionStorage.getItem(NONCE_STORAGE_KEY)).toBe('storyfresh1');
  });
});

describe('product pagination stories', () => {
  test('Default: the last-page shortcut loads page 6 and hides next', async () => {
    use(Numbered.Default);
    const { container } = render(<Numbered.Default />);
    const host = await mounted(container, '.wopb-pagination-wrap');
    act(() => host.querySelector<HTMLElement>('.wopb-last-pages a')?.click());
    await waitFor(() => expect(names(container)).toEqual(['Ürün 16', 'Ürün 17', 'Ürün 18']));
    expect(host.querySelector<HTMLElement>('.wopb-next-page-numbers')?.style.display).toBe('none');
  });

  test('LastPage: previous loads page 5', async () => {
    use(Numbered.LastPage);
    const { container } = render(<Numbered.LastPage />);
    const host = await mounted(container, '.wopb-pagination-wrap');
    act(() => host.querySelector<HTMLElement>('.wopb-prev-page-numbers a')?.click());
    await waitFor(() => expect(names(container)).toEqual(['Ürün 13', 'Ürün 14', 'Ürün 15']));
  });

  test('ServerError and ExpiredNonce', async () => {
    use(Numbered.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = render(<Numbered.ServerError />);
    const host = await mounted(failing.container, '.wopb-pagination-wrap');
    act(() => host.querySelector<HTMLElement>('.wopb-next-page-numbers a')?.click());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(host).toHaveAttribute('data-paged', '1');
    failing.unmount();
    use(Numbered.ExpiredNonce);
    const { container } = render(<Numbered.ExpiredNonce />);
    const second = await mounted(container, '.wopb-pagination-wrap');
    act(() => second.querySelector<HTMLElement>('.wopb-next-page-numbers a')?.click());
    await waitFor(() => expect(names(container)).toEqual(['Ürün 4', 'Ürün 5', 'Ürün 6']));
  });
});

describe('product filter tabs stories', () => {
  test('Default: a tab replaces the main content; the new pagination mounts', async () => {
    use(Tabs.Default);
    const { container } = render(<Tabs.Default />);
    const host = await mounted(container, '.wopb-filter-wrap');
    const giyim = [...host.querySelectorAll<HTMLElement>('a')].find((a) => a.textContent === 'Giyim');
    act(() => giyim?.click());
    await waitFor(() =>
      expect(container.querySelector('.wopb-pagination-wrap')).toHaveAttribute('data-pages', '2'),
    );
    expect(giyim).toHaveClass('filter-active');
  });

  test('ServerError keeps the tab; ExpiredNonce retries with the fresh nonce', async () => {
    use(Tabs.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = render(<Tabs.ServerError />);
    const host = await mounted(failing.container, '.wopb-filter-wrap');
    act(() => host.querySelectorAll<HTMLElement>('a')[1]?.click());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(host.querySelectorAll('a')[0]).toHaveClass('filter-active');
    failing.unmount();
    use(Tabs.ExpiredNonce);
    const { container } = render(<Tabs.ExpiredNonce />);
    const second = await mounted(container, '.wopb-filter-wrap');
    act(() => second.querySelectorAll<HTMLElement>('a')[2]?.click());
    await waitFor(() =>
      expect(container.querySelector('.wopb-pagination-wrap')).toHaveAttribute('data-pages', '2'),
    );
  });
});
