import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { mounted } from '../story-test';
import * as slider from './post-slider.stories';

const Slider = composeStories(slider);
const WRAP = '.ultp-block-items-wrap';
const shown = (host: HTMLElement) =>
  [...host.querySelectorAll('.ultp-block-item')].flatMap((item, i) =>
    item.hasAttribute('aria-hidden') ? [] : [i + 1],
  );

describe('post slider stories', () => {
  test('Headline: one post; the next arrow moves to the second and marks its dot', async () => {
    const { container } = render(<Slider.Headline />);
    const host = await mounted(container, WRAP);
    expect(shown(host)).toEqual([1]);
    act(() => screen.getByRole('button', { name: 'Sonraki yazı' }).click());
    expect(shown(host)).toEqual([2]);
    expect(screen.getByRole('button', { name: '2. yazıya git' })).toHaveAttribute('aria-current', 'true');
  });

  test('Autoplay: running, with its pause control', async () => {
    const { container } = render(<Slider.Autoplay />);
    const host = await mounted(container, WRAP);
    expect(host).toHaveAttribute('data-autoplay-state', 'running');
    act(() => screen.getByRole('button', { name: 'Otomatik kaydırmayı durdur' }).click());
    expect(host).toHaveAttribute('data-autoplay-state', 'paused');
  });

  test('Fade: one post in view', async () => {
    const { container } = render(<Slider.Fade />);
    expect(shown(await mounted(container, WRAP))).toEqual([1]);
  });

  test('BadAttribute: error state, server HTML kept', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Slider.BadAttribute />);
    const host = await mounted(container, WRAP, 'error');
    expect(host.querySelector('.slick-list')).toBeNull();
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] post-slider'))).toHaveLength(1);
  });
});
