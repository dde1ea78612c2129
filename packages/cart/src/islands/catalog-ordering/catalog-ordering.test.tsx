import { fireEvent, render } from '@testing-library/react';
import { CatalogOrdering } from './catalog-ordering';
import { catalogOrderingMarkup } from './fixtures';
import { catalogOrderingProps } from './props';

/** WooCommerce's loop/orderby.php markup. */
const FORM = catalogOrderingMarkup();

test('choosing another order resubmits the form with its fields', () => {
  document.body.innerHTML = FORM;
  const form = document.querySelector('form') as HTMLFormElement;
  const submitted: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString());
  });
  render(<CatalogOrdering {...catalogOrderingProps.parse(form)} host={form} />);
  const select = form.querySelector('select') as HTMLSelectElement;
  select.value = 'price';
  fireEvent.change(select);
  expect(submitted).toEqual(['orderby=price&paged=1']);
});

test('other fields changing do not submit', () => {
  document.body.innerHTML = FORM.replace(
    '</form>',
    '<select name="other"><option>a</option><option>b</option></select></form>',
  );
  const form = document.querySelector('form') as HTMLFormElement;
  const submit = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submit);
  render(<CatalogOrdering {...catalogOrderingProps.parse(form)} host={form} />);
  fireEvent.change(form.querySelector('select[name="other"]') as HTMLSelectElement);
  expect(submit).not.toHaveBeenCalled();
});
