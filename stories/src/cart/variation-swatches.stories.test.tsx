import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, waitFor } from '@testing-library/react';
import * as stories from './variation-swatches.stories';

const { SingleProduct, Chosen, UnreachableDisabled, Card } = composeStories(stories);

const q = <E extends Element = HTMLElement>(c: HTMLElement, s: string) => c.querySelector(s) as E;
const swatch = (c: HTMLElement, name: string, value: string) =>
  q(c, `.wopb-variation-swatches[data-attribute_name="${name}"] .wopb-swatch[data-value="${value}"]`);

async function ready(c: HTMLElement, selector = 'form') {
  await waitFor(() => expect(q(c, selector)).toHaveAttribute('data-island-state', 'mounted'));
  await waitFor(() => expect(q(c, selector)).toHaveClass('wopb-variation-init'));
}

test('SingleProduct: rows are radio groups named by their label; clicks and keys drive the select', async () => {
  const { container } = render(<SingleProduct />);
  await ready(container);
  const group = q(container, '.wopb-variation-swatches[data-attribute_name="attribute_pa_renk"]');
  expect(group).toHaveAttribute('role', 'radiogroup');
  expect(group.getAttribute('aria-labelledby')).toBeTruthy();
  const red = swatch(container, 'attribute_pa_renk', 'kirmizi');
  fireEvent.click(red);
  expect(q<HTMLSelectElement>(container, 'select[name="attribute_pa_renk"]').value).toBe('kirmizi');
  expect(red).toHaveClass('selected');
  expect(red).toHaveAttribute('aria-checked', 'true');
  expect(q(container, 'label[for="pa_renk"] .wopb-swatch-label-value')).toHaveTextContent(': Kırmızı');
  // Red has no L: the size swatch is disabled.
  expect(swatch(container, 'attribute_pa_beden', 'l')).toHaveAttribute('aria-disabled', 'true');
  fireEvent.keyDown(red, { key: 'ArrowRight' });
  expect(q<HTMLSelectElement>(container, 'select[name="attribute_pa_renk"]').value).toBe('mavi');
  expect(swatch(container, 'attribute_pa_renk', 'mavi')).toHaveFocus();
});

test('Chosen: the selected swatches follow the default selection', async () => {
  const { container } = render(<Chosen />);
  await ready(container);
  await waitFor(() => expect(swatch(container, 'attribute_pa_renk', 'siyah')).toHaveClass('selected'));
  expect(swatch(container, 'attribute_pa_beden', 's')).toHaveAttribute('tabindex', '0');
  await waitFor(() => expect(q<HTMLInputElement>(container, 'input.variation_id').value).toBe('105'));
});

test('UnreachableDisabled: black has no M', async () => {
  const { container } = render(<UnreachableDisabled />);
  await ready(container);
  await waitFor(() => expect(swatch(container, 'attribute_pa_beden', 'm')).toHaveClass('disabled'));
  fireEvent.click(swatch(container, 'attribute_pa_beden', 'm'));
  expect(q<HTMLSelectElement>(container, 'select[name="attribute_pa_beden"]').value).toBe('');
});

test('Card: the switcher sets the variation on the card button, reset restores it', async () => {
  const { container } = render(<Card />);
  await ready(container, '.wopb-loop-variations-form');
  fireEvent.click(swatch(container, 'attribute_pa_renk', 'siyah'));
  fireEvent.click(swatch(container, 'attribute_pa_beden', 's'));
  const button = q(container, '.add_to_cart_button');
  expect(button).toHaveAttribute('data-variation_id', '105');
  expect(JSON.parse(button.getAttribute('data-variation') ?? '')).toEqual({
    attribute_pa_renk: 'siyah',
    attribute_pa_beden: 's',
  });
  expect(button).toHaveTextContent('Sepete ekle');
  expect(button).toHaveAttribute('aria-label', 'Sepete ekle: “Pamuklu Basic Tişört”');
  expect(button).toHaveClass('wopb-loop-add-to-cart-button');
  expect(q(container, '.price')).toHaveTextContent('149,90');
  fireEvent.click(q(container, '.reset_variations'));
  expect(button).not.toHaveAttribute('data-variation_id');
  expect(button).toHaveTextContent('Seçenekler');
  expect(button).not.toHaveClass('wopb-loop-add-to-cart-button');
  expect(q(container, '.price')).toHaveTextContent('149,90 ₺ – 229,90 ₺');
});
