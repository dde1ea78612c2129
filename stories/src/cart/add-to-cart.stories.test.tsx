import { browser, stopCartSession } from '@firsat/cart/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as stories from './add-to-cart.stories';
import { STORY_PRODUCT_URL } from './shop-cart-handlers';

const {
  Simple,
  SliderBlock,
  LoopVariation,
  UnavailableVariation,
  ProductUrl,
  ServerError,
  Offline,
  BadAttribute,
  Animated,
  AnimatedOnHover,
} = composeStories(stories);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  stopCartSession();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

function use(story: { parameters?: { msw?: { handlers?: RequestHandler[] } } }) {
  server.use(...(story.parameters?.msw?.handlers ?? []));
}

async function mounted(container: HTMLElement, selector: string) {
  const el = container.querySelector<HTMLElement>(selector) as HTMLElement;
  await waitFor(() => expect(el).toHaveAttribute('data-island-state', 'mounted'));
  return el;
}

const click = (el: HTMLElement) => act(() => el.click());

test('Simple: loading, then added with one View cart link; the mini cart shows the item', async () => {
  use(Simple);
  const { container } = render(<Simple />);
  const button = await mounted(container, 'a.ajax_add_to_cart');
  click(button);
  expect(button).toHaveClass('loading');
  await waitFor(() => expect(button).toHaveClass('added'));
  expect(button).not.toHaveClass('loading');
  expect(button.nextElementSibling).toHaveClass('added_to_cart', 'wc-forward');
  await waitFor(() =>
    expect(container.querySelector('.widget_shopping_cart_content')).toHaveTextContent('Beanie'),
  );
});

test('SliderBlock: the action area turns active and the view-cart link replaces the button', async () => {
  use(SliderBlock);
  const { container } = render(<SliderBlock />);
  click(await mounted(container, 'a.ajax_add_to_cart'));
  await waitFor(() => expect(container.querySelector('.wopb-cart-action')).toHaveClass('wopb-active'));
  expect(container.querySelector('.wopb-view-cart')).not.toHaveClass('wopb-d-none');
  expect(container.querySelector('a.ajax_add_to_cart')).toBeNull();
});

test('LoopVariation: the chosen variation is added', async () => {
  use(LoopVariation);
  const { container } = render(<LoopVariation />);
  const button = await mounted(container, 'a.add_to_cart_button');
  click(button);
  await waitFor(() => expect(button).toHaveClass('added'));
});

test('UnavailableVariation: the unavailable alert, verbatim, and no request', async () => {
  use(UnavailableVariation);
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const { container } = render(<UnavailableVariation />);
  click(await mounted(container, 'a.add_to_cart_button'));
  expect(alert).toHaveBeenCalledWith(
    'Sorry, this product is unavailable. Please choose a different combination.',
  );
});

test('ProductUrl: goes to the product page', async () => {
  use(ProductUrl);
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const { container } = render(<ProductUrl />);
  click(await mounted(container, 'a.ajax_add_to_cart'));
  await waitFor(() => expect(assign).toHaveBeenCalledWith(STORY_PRODUCT_URL));
});

test.each([
  ['ServerError', ServerError, 500],
  ['Offline', Offline, 0],
])('%s: logs SPEC §8, the button stays usable', async (_, Story, status) => {
  use(Story);
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<Story />);
  const button = await mounted(container, 'a.ajax_add_to_cart');
  click(button);
  await waitFor(() => expect(log).toHaveBeenCalledWith('Error occured.please try again', status));
  await waitFor(() => expect(button).not.toHaveClass('loading'));
  expect(button).not.toHaveClass('added');
});

test('BadAttribute: the island reports once and leaves the link as printed', async () => {
  use(BadAttribute);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadAttribute />);
  const button = container.querySelector('a.ajax_add_to_cart') as HTMLElement;
  await waitFor(() => expect(button).toHaveAttribute('data-island-state', 'error'));
  expect(button).toHaveAttribute('href', '?add-to-cart=13');
  expect(errors.mock.calls.filter((c) => String(c[0]).includes('add-to-cart'))).toHaveLength(1);
});

test('Animated: the marked loop button gets wopb-animation and wopb-anim-shake, and still adds', async () => {
  use(Animated);
  const { container, unmount } = render(<Animated />);
  const button = await mounted(container, 'a.ajax_add_to_cart');
  // The animation's code is imported on demand: it starts a moment after the mount.
  await waitFor(() => expect(button).toHaveClass('wopb-anim-cart-btn', 'wopb-animation', 'wopb-anim-shake'));
  click(button);
  await waitFor(() => expect(button).toHaveClass('added'));
  unmount();
  expect(document.body).not.toHaveClass('wopb-animation-cart');
});

test('AnimatedOnHover: still until the pointer comes', async () => {
  use(AnimatedOnHover);
  const { container } = render(<AnimatedOnHover />);
  const button = await mounted(container, 'a.ajax_add_to_cart');
  await waitFor(() => expect(button).toHaveClass('wopb-animation', 'wopb-anim-onhover'));
  expect(button).not.toHaveClass('wopb-anim-zoom');
  act(() => {
    button.dispatchEvent(new MouseEvent('mouseenter'));
  });
  expect(button).toHaveClass('wopb-anim-zoom');
});
