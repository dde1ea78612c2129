import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { storyServer } from '../story-test';
import * as stories from './variation-form.stories';

const {
  SelectionNeeded,
  Enabled,
  AnySize,
  Unavailable,
  SoldIndividually,
  ServerLookup,
  NoMatch,
  ServerError,
  NoPartialEndpoint,
  BadAttribute,
} = composeStories(stories);

const { use: useHandlers } = storyServer();

const q = <E extends Element = HTMLElement>(c: HTMLElement, s: string) => c.querySelector(s) as E;

async function mountedForm(c: HTMLElement) {
  await waitFor(() => expect(q(c, 'form')).toHaveAttribute('data-island-state', 'mounted'));
  // The page-load check (100 ms) has run.
  await waitFor(() => expect(q(c, 'form')).toHaveClass('wopb-variation-init'));
  return q<HTMLFormElement>(c, 'form');
}

function choose(form: HTMLElement, name: string, value: string) {
  const select = form.querySelector(`select[name="${name}"]`) as HTMLSelectElement;
  select.value = value;
  fireEvent.change(select);
}

const NO_MATCH = 'Sorry, no products matched your selection. Please choose a different combination.';
const UNAVAILABLE = 'Sorry, this product is unavailable. Please choose a different combination.';

test('SelectionNeeded: the button waits for a choice', async () => {
  const { container } = render(<SelectionNeeded />);
  await mountedForm(container);
  expect(q(container, '.single_add_to_cart_button')).toHaveClass('disabled', 'wc-variation-selection-needed');
  expect(q(container, '.reset_variations').style.visibility).toBe('hidden');
});

test('Enabled: the default attributes are matched after load', async () => {
  const { container } = render(<Enabled />);
  await mountedForm(container);
  await waitFor(() => expect(q<HTMLInputElement>(container, 'input.variation_id').value).toBe('101'));
  expect(q(container, '.single_add_to_cart_button')).not.toHaveClass('disabled');
  expect(q(container, '.woocommerce-variation-price').textContent).toContain('199,90');
  expect(q(container, 'input.qty')).toHaveAttribute('max', '3');
});

test('AnySize: an "any" size variation matches', async () => {
  const { container } = render(<AnySize />);
  await mountedForm(container);
  await waitFor(() => expect(q<HTMLInputElement>(container, 'input.variation_id').value).toBe('103'));
});

test('Unavailable: out of stock is marked and blocked', async () => {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const { container } = render(<Unavailable />);
  await mountedForm(container);
  await waitFor(() =>
    expect(q(container, '.single_add_to_cart_button')).toHaveClass('wc-variation-is-unavailable'),
  );
  fireEvent.click(q(container, '.single_add_to_cart_button'));
  expect(alert).toHaveBeenCalledWith(UNAVAILABLE);
});

test('SoldIndividually hides the quantity and forces 1', async () => {
  const { container } = render(<SoldIndividually />);
  await mountedForm(container);
  await waitFor(() => expect((q(container, '.quantity') as HTMLElement).hidden).toBe(true));
  expect(q<HTMLInputElement>(container, 'input.qty').value).toBe('1');
});

test('ServerLookup: partial choices disable options, get_variation finds the variation', async () => {
  useHandlers(ServerLookup);
  const { container } = render(<ServerLookup />);
  const form = await mountedForm(container);
  choose(form, 'attribute_pa_renk', 'siyah');
  await waitFor(() =>
    expect(q<HTMLOptionElement>(form, 'select[name="attribute_pa_beden"] option[value="m"]').disabled).toBe(
      true,
    ),
  );
  choose(form, 'attribute_pa_beden', 's');
  await waitFor(() => expect(q<HTMLInputElement>(form, 'input.variation_id').value).toBe('105'));
  expect(q(form, '.single_add_to_cart_button')).not.toHaveClass('disabled');
});

test('NoMatch shows the notice verbatim', async () => {
  useHandlers(NoMatch);
  const { container } = render(<NoMatch />);
  const form = await mountedForm(container);
  choose(form, 'attribute_pa_renk', 'mavi');
  choose(form, 'attribute_pa_beden', 's');
  await waitFor(() => expect(q(form, '.wc-no-matching-variations').textContent).toBe(NO_MATCH));
});

test('ServerError: unavailable with a message, failure logged', async () => {
  useHandlers(ServerError);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<ServerError />);
  const form = await mountedForm(container);
  choose(form, 'attribute_pa_renk', 'mavi');
  choose(form, 'attribute_pa_beden', 's');
  await waitFor(() =>
    expect(q(form, '.single_add_to_cart_button')).toHaveClass('wc-variation-is-unavailable'),
  );
  expect(q(form, '.single_variation').textContent).toBe(UNAVAILABLE);
  expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500);
});

test('NoPartialEndpoint keeps every option enabled', async () => {
  useHandlers(NoPartialEndpoint);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<NoPartialEndpoint />);
  const form = await mountedForm(container);
  choose(form, 'attribute_pa_renk', 'siyah');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect([...form.querySelectorAll('option')].some((o) => o.disabled)).toBe(false);
});

test('BadAttribute keeps the server HTML and reports once', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { container } = render(<BadAttribute />);
  await waitFor(() => expect(q(container, 'form')).toHaveAttribute('data-island-state', 'error'));
  expect(q(container, '.single_add_to_cart_button')).not.toHaveClass('disabled');
  expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('[firsat]'))).toHaveLength(1);
});
