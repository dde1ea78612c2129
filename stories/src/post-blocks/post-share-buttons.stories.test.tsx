import { resetShareCounts } from '@firsat/post-blocks/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import { mounted, storyServer } from '../story-test';
import * as share from './post-share-buttons.stories';

const Share = composeStories(share);
const { use } = storyServer();

beforeEach(() => {
  resetShareCounts();
  sessionStorage.clear();
  vi.spyOn(window, 'open').mockReturnValue(null);
});

describe('post share stories', () => {
  test.each([
    ['Labelled', Share.Labelled],
    ['IconsOnly', Share.IconsOnly],
    ['ExpiredNonce', Share.ExpiredNonce],
  ])('%s: a click opens the 800×500 window and the count goes up', async (_n, Story) => {
    use(Story);
    const { container } = render(<Story />);
    const bar = await mounted(container, '.ultp-post-share');
    act(() => bar.querySelector<HTMLElement>('a[url]')?.click());
    expect(window.open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\//),
      'sharer',
      expect.stringContaining('width=800,height=500'),
    );
    await waitFor(() => expect(bar.querySelector('.ultp-post-share-count')).toHaveTextContent('13'));
  });

  test.each([
    ['ServerError', Share.ServerError, 500],
    ['Offline', Share.Offline, 0],
  ])('%s: logs SPEC §8 with the status and keeps the count', async (_n, Story, status) => {
    use(Story);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Story />);
    const bar = await mounted(container, '.ultp-post-share');
    act(() => bar.querySelector<HTMLElement>('a[url]')?.click());
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', status));
    expect(bar.querySelector('.ultp-post-share-count')).toHaveTextContent('12');
  });
});
