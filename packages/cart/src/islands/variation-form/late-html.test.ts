import { register, start, unmount, whenIdle } from '@firsat/core';
import { act, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { variationFormIsland } from './definition';
import { HOODIE_FORM_HTML } from './fixtures';

// Unmounting updates the runtime's React root: inside act, like any state update.
afterEach(() =>
  act(() => {
    for (const el of document.querySelectorAll('[data-island]')) unmount(el);
  }),
);

it('a variation form inserted after load (load more, quick view) is mounted and works', async () => {
  register(variationFormIsland);
  start();
  await whenIdle();
  const later = document.createElement('div');
  later.className = 'product';
  later.innerHTML = HOODIE_FORM_HTML;
  document.body.append(later);
  const form = later.querySelector('form') as HTMLFormElement;
  // The first island loads the runtime chunk: allow for the import.
  await waitFor(() => expect(form).toHaveAttribute('data-island-state', 'mounted'), { timeout: 5000 });
  await waitFor(() => expect(form).toHaveClass('wopb-variation-init'));
  for (const [name, value] of [
    ['attribute_pa_color', 'red'],
    ['attribute_size', 'Large'],
  ] as const) {
    const select = form.querySelector(`select[name="${name}"]`) as HTMLSelectElement;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  expect((form.querySelector('input.variation_id') as HTMLInputElement).value).toBe('16');
  expect(form.querySelector('.single_add_to_cart_button')).not.toHaveClass('disabled');
});
