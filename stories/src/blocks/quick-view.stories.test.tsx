import { resetQuickView } from '@firsat/blocks/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as quickView from './quick-view.stories';

const QuickView = composeStories(quickView);

const { use } = storyServer();
beforeEach(() => {
  resetQuickView();
  sessionStorage.clear();
});

const title = () => document.querySelector('.wopb-modal-content .product_title');

describe('quick view stories', () => {
  test.each([
    ['CardIcon', QuickView.CardIcon],
    ['ShopLoopButton', QuickView.ShopLoopButton],
  ])(
    '%s: a keyboard button named for its product; a press opens the footer modal with the reply',
    async (_n, Story) => {
      use(Story);
      const { container } = render(<Story />);
      const button = await mounted(container, '.wopb-quickview-btn');
      expect(button).toHaveAttribute('role', 'button');
      expect(button).toHaveAccessibleName('Hızlı bakış: Hakiki Deri Cüzdan');
      act(() => button.click());
      await waitFor(() => expect(title()).toHaveTextContent('Hakiki Deri Cüzdan'));
      expect(screen.getByRole('dialog')).toHaveClass('active');
    },
  );

  test('Open: pictures with thumbnails, next goes to the loop’s neighbour', async () => {
    use(QuickView.Open);
    render(<QuickView.Open />);
    await waitFor(() => expect(title()).toHaveTextContent('Hakiki Deri Cüzdan'));
    expect(document.querySelectorAll('.wopb-quick-slider-nav [role="button"]')).toHaveLength(3);
    act(() =>
      document.querySelector<HTMLElement>('.wopb-after-modal-content .wopb-quick-view-next')?.click(),
    );
    await waitFor(() => expect(title()).toHaveTextContent('Pamuklu Basic Tişört'));
  });

  test('ExpiredNonce: renewed once, then the reply', async () => {
    use(QuickView.ExpiredNonce);
    render(<QuickView.ExpiredNonce />);
    await waitFor(() => expect(title()).toHaveTextContent('Hakiki Deri Cüzdan'));
  });

  test.each([
    ['ServerError', QuickView.ServerError, 500],
    ['Offline', QuickView.Offline, 0],
  ])('%s: logs SPEC §8 with the status, no reply, the loader gone', async (_n, Story, status) => {
    use(Story);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Story />);
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', status));
    expect(title()).toBeNull();
    expect(document.querySelector('.wopb-modal-loading')).not.toHaveClass('active');
  });
});
