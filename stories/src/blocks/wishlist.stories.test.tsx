import { resetProductLists } from '@firsat/blocks/testing';
import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as wishlist from './wishlist.stories';

const Wishlist = composeStories(wishlist);

const { use } = storyServer();
beforeEach(() => {
  sessionStorage.clear();
  resetProductLists();
});

const log = () => document.querySelector('.story-log')?.textContent ?? '';
const modal = () => document.querySelector('.wopb-footer-section .wopb-modal-wrap') as HTMLElement;

describe('wishlist stories', () => {
  test('Buttons: keyboard buttons named for their product', async () => {
    use(Wishlist.Buttons);
    const { container } = render(<Wishlist.Buttons />);
    const card = await mounted(container, '.wopb-block-item .wopb-wishlist-add');
    expect(card).toHaveAttribute('role', 'button');
    expect(card).toHaveAccessibleName('İstek listesine ekle: Hakiki Deri Cüzdan');
  });

  test.each([
    ['Added', Wishlist.Added, 'post_id=32 type=add simpleProduct=false wpnonce=storywopb01'],
    ['ExpiredNonce', Wishlist.ExpiredNonce, 'wpnonce=storyfresh1'],
  ])('%s: the button turns active', async (_n, Story, sent) => {
    use(Story);
    const { container } = render(<Story />);
    const card = await mounted(container, '.wopb-block-item .wopb-wishlist-add');
    await waitFor(() => expect(card).toHaveClass('wopb-wishlist-active'), { timeout: 3000 });
    expect(log()).toContain(sent);
  });

  test.each([
    ['ListOpen', Wishlist.ListOpen, 'table', 'İstek listesi'],
    ['EmptyList', Wishlist.EmptyList, '.wopb-empty-wishlist-wrap', 'İstek listeniz boş.'],
  ])('%s: the list in the footer modal, named', async (_n, Story, shown, name) => {
    use(Story);
    const { container } = render(<Story />);
    await mounted(container, '.wopb-wishlist-nav-item');
    await waitFor(() => expect(modal().querySelector(shown)).not.toBeNull(), { timeout: 3000 });
    expect(modal()).toHaveAccessibleName(name);
  });

  test('LoginRequired: the buttons carry the login address', async () => {
    use(Wishlist.LoginRequired);
    const { container } = render(<Wishlist.LoginRequired />);
    const button = await mounted(container, '.wopb-wishlist-addon-btn');
    expect(button).toHaveAttribute('data-login-redirect', '/wp-login.php');
  });

  test('RefusedWithRedirect: the refusal is followed, nothing added', async () => {
    use(Wishlist.RefusedWithRedirect);
    const { container } = render(<Wishlist.RefusedWithRedirect />);
    const card = await mounted(container, '.wopb-block-item .wopb-wishlist-add');
    await waitFor(() => expect(log()).toContain('giriş gerekli'));
    expect(card).not.toHaveClass('wopb-wishlist-active');
  });

  test('ServerError: logs SPEC §8 with the status', async () => {
    use(Wishlist.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Wishlist.ServerError />);
    await mounted(container, '.wopb-block-item .wopb-wishlist-add');
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500));
    errors.mockRestore();
  });
});
