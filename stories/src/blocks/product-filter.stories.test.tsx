import { NONCE_STORAGE_KEY } from '@firsat/blocks/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as stories from './product-filter.stories';

const Filter = composeStories(stories);
const { use } = storyServer();
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
const items = (container: HTMLElement) => container.querySelectorAll('.wopb-block-item').length;
const status = (container: HTMLElement, value: string) =>
  container.querySelector(`aside input.wopb-status-input[value="${value}"]`) as HTMLInputElement;

describe('product filter stories', () => {
  test('Idle: mounted on the printed form; a checkbox brings results', async () => {
    use(Filter.Idle);
    const { container } = render(<Filter.Idle />);
    await mounted(container, '.wopb-filter-block');
    act(() => status(container, 'instock').click());
    await waitFor(() => expect(items(container)).toBe(3));
  });

  test('Results: the address’s filters are fetched once and shown as chips', async () => {
    use(Filter.Results);
    // what the story's beforeEach does in Storybook: the shared link's address
    window.history.replaceState(null, '', '/?filtre-stok=instock&filtre-t-product_cat=12');
    const { container } = render(<Filter.Results />);
    await mounted(container, '.wopb-filter-block');
    await waitFor(() => expect(items(container)).toBe(3));
    await waitFor(() => expect(container.querySelectorAll('aside .wopb-filter-active-item')).toHaveLength(2));
  });

  test('NoResult: nothing in the grid', async () => {
    use(Filter.NoResult);
    const { container } = render(<Filter.NoResult />);
    await mounted(container, '.wopb-filter-block');
    act(() => status(container, 'outofstock').click());
    await waitFor(() => expect(items(container)).toBe(0));
  });

  test('ServerError: SPEC §8 logged with 500, the choice kept', async () => {
    use(Filter.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Filter.ServerError />);
    await mounted(container, '.wopb-filter-block');
    act(() => status(container, 'instock').click());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    expect(status(container, 'instock').checked).toBe(true);
  });

  test('ExpiredNonce: the fresh nonce is fetched and kept, the results come in', async () => {
    use(Filter.ExpiredNonce);
    const { container } = render(<Filter.ExpiredNonce />);
    await mounted(container, '.wopb-filter-block');
    act(() => status(container, 'instock').click());
    await waitFor(() => expect(items(container)).toBe(3));
    expect(sessionStorage.getItem(NONCE_STORAGE_KEY)).toBe('storyfresh1');
  });
});
