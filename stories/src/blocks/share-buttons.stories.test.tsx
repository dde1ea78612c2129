import { resetShareCounts } from '@firsat/blocks/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as share from './share-buttons.stories';

const Share = composeStories(share);

const { use } = storyServer();
beforeEach(() => {
  resetShareCounts();
  vi.spyOn(window, 'open').mockReturnValue(null);
});

describe('share buttons stories', () => {
  test.each([
    ['Block', Share.Block, '.wopb-share'],
    ['AddonBar', Share.AddonBar, '.wopb-social-share-wrapper'],
  ])('%s: a click opens the popup and the count goes up from the mocked store', async (_n, Story, bar) => {
    use(Story);
    const { container } = render(<Story />);
    const host = await mounted(container, bar);
    act(() => host.querySelector<HTMLElement>('a[data-url]')?.click());
    expect(window.open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\//),
      '_blank',
      expect.stringContaining('width=800,height=500'),
    );
    await waitFor(() => expect(host.querySelector('.wopb-share-count')).toHaveTextContent('13'));
  });

  test.each([
    ['ServerError', Share.ServerError, 500],
    ['ExpiredNonce', Share.ExpiredNonce, 403],
    ['Offline', Share.Offline, 0],
  ])('%s: logs SPEC §8 with the status and keeps the count', async (_n, Story, status) => {
    use(Story);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Story />);
    const host = await mounted(container, '.wopb-share');
    act(() => host.querySelector<HTMLElement>('a[data-url]')?.click());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', status));
    expect(host.querySelector('.wopb-share-count')).toHaveTextContent('12');
  });
});
