import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { mounted } from '../story-test';
import * as sticky from './sticky-video.stories';

const Sticky = composeStories(sticky);

describe('sticky video stories', () => {
  test('Sticky: sticks once its place is scrolled past; the close control ends it', async () => {
    const { container } = render(<Sticky.Sticky />);
    const video = await mounted(container, '.ultp-sticky-video');
    const place = container.querySelector('.ultp-image-wrapper') as HTMLElement;
    vi.spyOn(place, 'getBoundingClientRect').mockReturnValue({ bottom: -5, height: 360 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(video).toHaveClass('ultp-sticky-active'));
    (video.querySelector('.ultp-sticky-close') as HTMLElement).click();
    expect(video).not.toHaveClass('ultp-sticky-active');
  });
});
