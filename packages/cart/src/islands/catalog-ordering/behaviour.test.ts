import { startBehaviour } from '@firsat/core/testing';
import { fireEvent } from '@testing-library/react';
import { catalogOrderingMarkup } from './fixtures';
import catalogOrderingBehaviour from './island';

/** WooCommerce's loop/orderby.php markup. */
const FORM = catalogOrderingMarkup();

const stops: (() => void)[] = [];
function mount(form: HTMLFormElement) {
  const { stop } = startBehaviour(catalogOrderingBehaviour, form);
  stops.push(stop);
  return stop;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
});

test('choosing another order resubmits the form with its fields', () => {
  document.body.innerHTML = FORM;
  const form = document.querySelector('form') as HTMLFormElement;
  const submitted: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted.push(new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString());
  });
  mount(form);
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
  mount(form);
  fireEvent.change(form.querySelector('select[name="other"]') as HTMLSelectElement);
  expect(submit).not.toHaveBeenCalled();
});

test('stopped, it leaves the form as printed and a change submits nothing', () => {
  document.body.innerHTML = FORM;
  const form = document.querySelector('form') as HTMLFormElement;
  const printed = form.outerHTML;
  const submit = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submit);
  mount(form)();
  expect(form.outerHTML).toBe(printed);
  fireEvent.change(form.querySelector('select') as HTMLSelectElement);
  expect(submit).not.toHaveBeenCalled();
});
