import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as stories from './product-gallery.stories';

const {
  Classic,
  ThumbnailsLeft,
  ThumbnailsRight,
  NoZoomNoViewer,
  VariationSwap,
  Placeholder,
  BrokenPicture,
  BadAttribute,
} = composeStories(stories);

const gallery = (c: HTMLElement) => c.querySelector('.woocommerce-product-gallery') as HTMLElement;
const mounted = (c: HTMLElement) =>
  waitFor(() => expect(gallery(c)).toHaveAttribute('data-island-state', 'mounted'));
const thumbs = () => screen.queryAllByRole('button', { name: /görsel$/ });

test('Classic: thumbnails below change the slide; the viewer opens', async () => {
  const { container } = render(<Classic />);
  await mounted(container);
  expect(container.querySelector('.flex-control-thumbs')).toHaveAttribute('data-position', 'bottom');
  await userEvent.click(thumbs()[3] as HTMLElement);
  expect(thumbs()[3]).toHaveAttribute('aria-current', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Tam ekran görsel galerisini aç' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('4 / 4');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('ThumbnailsLeft and ThumbnailsRight place the builder thumbnails', async () => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
  const left = render(<ThumbnailsLeft />);
  await mounted(left.container);
  expect(left.container.querySelector('.wopb-builder-slider-nav')).toHaveAttribute('data-position', 'left');
  left.unmount();
  const right = render(<ThumbnailsRight />);
  await mounted(right.container);
  const nav = right.container.querySelector('.wopb-builder-slider-nav') as HTMLElement;
  expect(nav).toHaveAttribute('data-position', 'right');
  expect(nav.previousElementSibling).toHaveClass('wopb-product-gallery-wrapper');
  await userEvent.hover(thumbs()[2] as HTMLElement);
  expect(thumbs()[2]).toHaveAttribute('aria-current', 'true');
});

test('NoZoomNoViewer has no viewer trigger', async () => {
  const { container } = render(<NoZoomNoViewer />);
  await mounted(container);
  expect(screen.queryByRole('button', { name: 'Tam ekran görsel galerisini aç' })).toBeNull();
});

test('VariationSwap: the found variation takes the first slide; reset restores it', async () => {
  const { container } = render(<VariationSwap />);
  await mounted(container);
  const first = () => container.querySelector('.woocommerce-product-gallery__image img') as HTMLImageElement;
  const original = first().getAttribute('src');
  await userEvent.click(screen.getByRole('button', { name: 'Mavi seç (found_variation)' }));
  expect(first()).toHaveAttribute('alt', 'Mavi');
  expect(first().getAttribute('src')).not.toBe(original);
  await userEvent.click(screen.getByRole('button', { name: 'Temizle (reset_data)' }));
  expect(first().getAttribute('src')).toBe(original);
});

test('Placeholder shows one picture and no thumbnails', async () => {
  const { container } = render(<Placeholder />);
  await mounted(container);
  expect(thumbs()).toHaveLength(0);
  expect(container.querySelector('img')).toHaveAttribute('alt', 'Awaiting product image');
});

test('BrokenPicture marks the failed picture', async () => {
  const { container } = render(<BrokenPicture />);
  await mounted(container);
  const broken = container.querySelector('img[src="/wp-content/uploads/yok.jpg"]') as HTMLImageElement;
  fireEvent.error(broken);
  expect(broken).toHaveClass('slick-lazyload-error');
});

test('BadAttribute keeps the server HTML and reports once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadAttribute />);
  await waitFor(() => expect(gallery(container)).toHaveAttribute('data-island-state', 'error'));
  expect(container.querySelector('.wopb-builder-slider-nav')).toHaveAttribute('data-position', 'diagonal');
  expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat] product-gallery'))).toHaveLength(
    1,
  );
});
