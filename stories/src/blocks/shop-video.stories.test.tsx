import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { mounted } from '../story-test';
import * as video from './shop-video.stories';

const Video = composeStories(video);

describe('shop video stories', () => {
  test('IconMode: the icon is a named button; pressing it shows the video', async () => {
    const { container } = render(<Video.IconMode />);
    const host = await mounted(container, '.wopb-product-video-wrapper');
    const icon = screen.getByRole('button', { name: 'Videoyu oynat' });
    const video = host.querySelector('video') as HTMLVideoElement;
    video.play = vi.fn(() => Promise.resolve());
    act(() => icon.click());
    expect(icon).toHaveClass('wopb-d-none');
    expect(host.querySelector('.wopb-video-item')).not.toHaveClass('wopb-d-none');
    act(() => {
      video.dispatchEvent(new Event('ended'));
    });
    expect(icon).not.toHaveClass('wopb-d-none');
  });

  test('HoverMode: mounted with the video showing', async () => {
    const { container } = render(<Video.HoverMode />);
    const host = await mounted(container, '.wopb-product-video-wrapper');
    expect(host.querySelector('.wopb-video-item')).not.toHaveClass('wopb-d-none');
  });

  test('NoVideo: error state, server HTML kept', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Video.NoVideo />);
    await mounted(container, '.wopb-product-video-wrapper', 'error');
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] shop-video'))).toHaveLength(1);
  });
});
