import { resetViewPings } from '@firsat/blocks/testing';
import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { pageMounted, storyServer } from '../story-test';
import * as views from './product-views.stories';

const Views = composeStories(views);

const { use } = storyServer();
beforeEach(() => {
  resetViewPings();
});

describe('product view ping stories', () => {
  test('Sent: POST /wopb/views with postID, wpnonce and the nonce header, 3 s after load', async () => {
    use(Views.Sent);
    render(<Views.Sent />);
    const log = document.querySelector('.story-log') as HTMLElement;
    await waitFor(() => expect(log).toHaveTextContent('→ 42 görüntülenme'), { timeout: 5000 });
    expect(log).toHaveTextContent('{"postID":25,"wpnonce":"storywopb01"} X-WP-Nonce: storyrest01');
  });

  test('ExpiredNonce: refreshed and retried once with the new nonce', async () => {
    use(Views.ExpiredNonce);
    render(<Views.ExpiredNonce />);
    const log = document.querySelector('.story-log') as HTMLElement;
    await waitFor(() => expect(log).toHaveTextContent('X-WP-Nonce: storyrest02 → 42 görüntülenme'), {
      timeout: 5000,
    });
  });

  test('ServerError: the failure is logged', async () => {
    use(Views.ServerError);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Views.ServerError />);
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500), {
      timeout: 5000,
    });
  });

  test('NoPostId: nothing is sent', async () => {
    use(Views.NoPostId);
    render(<Views.NoPostId />);
    await pageMounted('product-views');
    await new Promise((r) => setTimeout(r, 100));
    expect(document.querySelector('.story-log')).toHaveTextContent('3 saniye sonra');
  });
});
