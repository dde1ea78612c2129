import { ULTP_NONCE_KEY } from '@firsat/post-blocks/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as advanced from './post-advanced-filter.stories';
import * as bar from './post-filter-bar.stories';
import * as more from './post-grid-load-more.stories';
import * as arrows from './post-grid-next-prev.stories';
import * as numbered from './post-grid-pagination.stories';

const More = composeStories(more);
const Arrows = composeStories(arrows);
const Numbered = composeStories(numbered);
const Bar = composeStories(bar);
const Advanced = composeStories(advanced);

const { use } = storyServer();
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('.ultp-block-title a')].map((a) => a.textContent);

describe('post grid load more stories', () => {
  test('Default: two presses load the pages; the last disables the button', async () => {
    use(More.Default);
    const { container } = render(<More.Default />);
    const button = await mounted(container, '.ultp-loadmore-action');
    act(() => button.click());
    await waitFor(() => expect(titles(container)).toHaveLength(6));
    act(() => button.click());
    await waitFor(() => expect(button).toHaveClass('ultp-disable'));
    expect(titles(container)).toHaveLength(9);
  });

  test('ServerError: SPEC §8 logged with 500, nothing appended', async () => {
    use(More.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<More.ServerError />);
    const button = await mounted(container, '.ultp-loadmore-action');
    act(() => button.click());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(titles(container)).toHaveLength(3);
  });

  test('ExpiredNonce: the fresh nonce is fetched and kept, the page comes in', async () => {
    use(More.ExpiredNonce);
    const { container } = render(<More.ExpiredNonce />);
    const button = await mounted(container, '.ultp-loadmore-action');
    act(() => button.click());
    await waitFor(() => expect(titles(container)).toHaveLength(6));
    expect(sessionStorage.getItem(ULTP_NONCE_KEY)).toBe('storyultpfresh');
  });

  test('BadAttribute: error state, server HTML kept', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<More.BadAttribute />);
    const button = await mounted(container, '.ultp-loadmore-action', 'error');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(
      errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] post-grid-load-more')),
    ).toHaveLength(1);
  });
});

describe('post grid next/previous and pagination stories', () => {
  test('Arrows: next loads page 2 and enables previous', async () => {
    use(Arrows.Default);
    const { container } = render(<Arrows.Default />);
    const host = await mounted(container, '.ultp-next-prev-wrap');
    act(() => host.querySelector<HTMLElement>('.ultp-next-action')?.click());
    await waitFor(() => expect(titles(container)[0]).toContain('(4)'));
    expect(host.querySelector('.ultp-prev-action')).not.toHaveClass('ultp-disable');
  });

  test('Numbered: the last page loads page 6; a detached block finds its grid', async () => {
    use(Numbered.Default);
    const first = render(<Numbered.Default />);
    const host = await mounted(first.container, '.ultp-pagination-wrap');
    act(() => host.querySelector<HTMLElement>('.ultp-last-pages a')?.click());
    await waitFor(() => expect(titles(first.container)[0]).toContain('(16)'));
    first.unmount();
    use(Numbered.Detached);
    const { container } = render(<Numbered.Detached />);
    const detached = await mounted(container, '.ultp-pagination-block .ultp-pagination-wrap');
    act(() => detached.querySelector<HTMLElement>('.ultp-center-item[data-current="2"] a')?.click());
    await waitFor(() => expect(titles(container)[0]).toContain('(4)'));
  });

  test('ServerError: logged, the list put back', async () => {
    use(Numbered.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Numbered.ServerError />);
    const host = await mounted(container, '.ultp-pagination-wrap');
    act(() => host.querySelector<HTMLElement>('.ultp-last-pages a')?.click());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(host).toHaveAttribute('data-paged', '1');
  });
});

describe('post filter stories', () => {
  test('Bar: Rehber replaces the posts and the load more', async () => {
    use(Bar.Default);
    const { container } = render(<Bar.Default />);
    const host = await mounted(container, '.ultp-filter-wrap');
    act(() => [...host.querySelectorAll<HTMLElement>('a')].find((a) => a.textContent === 'Rehber')?.click());
    await waitFor(() => expect(titles(container)).toHaveLength(2));
    expect(container.querySelector('.ultp-loadmore-action')).toHaveAttribute('data-pages', '2');
  });

  test('Advanced: a button narrows both grids; NoResult shows the alert', async () => {
    use(Advanced.Default);
    const first = render(<Advanced.Default />);
    const host = await mounted(first.container, '.ultp-post-grid-parent');
    act(() =>
      [...host.querySelectorAll<HTMLElement>('.ultp-filter-button')]
        .find((b) => b.textContent === 'Haber')
        ?.click(),
    );
    await waitFor(() => expect(titles(first.container)).toHaveLength(4));
    first.unmount();
    use(Advanced.NoResult);
    const { container } = render(<Advanced.NoResult />);
    const other = await mounted(container, '.ultp-post-grid-parent');
    act(() =>
      [...other.querySelectorAll<HTMLElement>('.ultp-filter-button')]
        .find((b) => b.textContent === 'Eski')
        ?.click(),
    );
    await waitFor(() =>
      expect(container.querySelectorAll('.ultp-not-found-message[role="alert"]')).toHaveLength(2),
    );
  });
});
