import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { mounted } from '../story-test';
import * as ticker from './news-ticker.stories';

const Ticker = composeStories(ticker);
const LIST = 'ul.ultp-news-ticker';
const active = (host: HTMLElement) =>
  [...host.children].findIndex((li) => li.classList.contains('active')) + 1;

describe('news ticker stories', () => {
  test('Vertical: the first post active; next moves, pause stops it', async () => {
    const { container } = render(<Ticker.Vertical />);
    const host = await mounted(container, LIST);
    expect(active(host)).toBe(1);
    act(() => screen.getByRole('button', { name: 'Sonraki yazıyı göster' }).click());
    expect(active(host)).toBe(2);
    act(() => screen.getByRole('button', { name: 'Haber akışını durdur' }).click());
    expect(screen.getByRole('button', { name: 'Haber akışını başlat' })).toHaveAttribute(
      'data-state',
      'paused',
    );
  });

  test('NoPauseControl: one is built', async () => {
    const { container } = render(<Ticker.NoPauseControl />);
    await mounted(container, LIST);
    expect(screen.getByRole('button', { name: 'Haber akışını durdur' })).toHaveClass('firsat-ticker-pause');
  });

  test('BadAttribute: error state, server HTML kept', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Ticker.BadAttribute />);
    const host = await mounted(container, LIST, 'error');
    expect(host.querySelector('.active')).toBeNull();
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] news-ticker'))).toHaveLength(1);
  });
});
