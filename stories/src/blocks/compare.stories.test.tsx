import { resetProductLists } from '@firsat/blocks/testing';
import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as compare from './compare.stories';

const Compare = composeStories(compare);

const { use } = storyServer();
beforeEach(() => {
  sessionStorage.clear();
  resetProductLists();
});

const log = () => document.querySelector('.story-log')?.textContent ?? '';
const modal = () => document.querySelector('.wopb-footer-section .wopb-modal-wrap') as HTMLElement;

describe('compare stories', () => {
  test('Buttons: keyboard buttons named for their product', async () => {
    use(Compare.Buttons);
    const { container } = render(<Compare.Buttons />);
    const card = await mounted(container, '.wopb-block-item .wopb-compare-btn');
    expect(card).toHaveAttribute('role', 'button');
    expect(card).toHaveAccessibleName('Karşılaştırmaya ekle: Hakiki Deri Cüzdan');
  });

  test('Compared: the active card and its name', async () => {
    use(Compare.Compared);
    const { container } = render(<Compare.Compared />);
    const card = await mounted(container, '.wopb-block-item .wopb-compare-btn');
    expect(card).toHaveClass('wopb-compare-active');
  });

  test.each([
    [
      'ModalOpen',
      Compare.ModalOpen,
      '.wopb-compare-table',
      'postid=32 type=add added_action=popup wpnonce=storywopb01',
    ],
    ['Empty', Compare.Empty, '.wopb-no-product', 'type=nav_popup added_action=nav_popup'],
    ['Sidebar', Compare.Sidebar, '.wopb-lets-compare-btn', 'added_action=sidebar'],
    ['ExpiredNonce', Compare.ExpiredNonce, '.wopb-compare-table', 'wpnonce=storyfresh1'],
  ])('%s: the mocked store answers into the footer modal', async (_n, Story, shown, sent) => {
    use(Story);
    const { container } = render(<Story />);
    await mounted(container, '.wopb-compare-nav-item');
    await waitFor(() => expect(modal().querySelector(shown)).not.toBeNull(), { timeout: 3000 });
    expect(modal()).toHaveClass('active');
    expect(log()).toContain(sent);
  });

  test('Picker: the product-list picker is open over the table', async () => {
    use(Compare.Picker);
    const { container } = render(<Compare.Picker />);
    await mounted(container, '.wopb-compare-nav-item');
    await waitFor(
      () => expect(modal().querySelector('.wopb-compare-product-list-modal')).not.toHaveClass('wopb-d-none'),
      { timeout: 3000 },
    );
    expect(document.activeElement).toHaveClass('wopb-search-input');
  });

  test('Notice: no modal, a notice naming the product', async () => {
    use(Compare.Notice);
    const { container } = render(<Compare.Notice />);
    await mounted(container, '.wopb-compare-addon-btn');
    await waitFor(() =>
      expect(document.querySelector('.firsat-toast')).toHaveTextContent('karşılaştırma listesine eklendi.'),
    );
    expect(modal()).not.toHaveClass('active');
  });

  test('ServerError: logs SPEC §8 with the status, the modal closes', async () => {
    use(Compare.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Compare.ServerError />);
    await mounted(container, '.wopb-compare-nav-item');
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    await waitFor(() => expect(modal()).not.toHaveClass('active'));
    errors.mockRestore();
  });
});
