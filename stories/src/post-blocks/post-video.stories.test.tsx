import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mounted } from '../story-test';
import * as video from './post-video.stories';

const Video = composeStories(video);

describe('post video stories', () => {
  test.each([
    ['Popup', Video.Popup, 'www.youtube.com/embed/dQw4w9WgXcQ'],
    ['PopupAutoplay', Video.PopupAutoplay, 'playlist=dQw4w9WgXcQ'],
  ])('%s: the icon opens the modal with the player; Escape closes it', async (_n, Story, src) => {
    const { container } = render(<Story />);
    const icon = await mounted(container, '.ultp-video-icon');
    await userEvent.click(icon);
    const modal = container.querySelector('.ultp-video-modal') as HTMLElement;
    await waitFor(() => expect(modal).toHaveClass('modal_active'));
    expect(modal.querySelector('iframe')?.getAttribute('src')).toContain(src);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(modal).not.toHaveClass('modal_active'));
    expect(document.activeElement).toBe(icon);
  });

  test.each([
    ['Inline', Video.Inline, 'iframe'],
    ['LocalFile', Video.LocalFile, 'video'],
  ])('%s: the player replaces the image', async (_n, Story, tag) => {
    const { container } = render(<Story />);
    const icon = await mounted(container, '.ultp-video-icon');
    await userEvent.click(icon);
    expect(container.querySelector(`div.ultp-block-video-content ${tag}`)).not.toBeNull();
    expect(icon.style.display).toBe('none');
  });
});
