import { setHttpClient } from '@firsat/core/http';
import { json } from '@firsat/core/testing';
import { fireEvent, render } from '@testing-library/react';
import { installCartHttp, settle } from '../../shared/testing';
import { CheckoutForm } from './checkout-form';
import { CHECKOUT_FORM_MARKUP } from './fixtures';

afterEach(() => {
  setHttpClient(undefined);
  document.body.innerHTML = '';
});

test('the view binds the form while mounted and gives it back as printed when unmounted', async () => {
  const requests = installCartHttp(() =>
    json({ result: 'failure', messages: '', refresh: false, reload: false }),
  );
  document.body.innerHTML = CHECKOUT_FORM_MARKUP;
  const form = document.querySelector('form.checkout') as HTMLFormElement;
  const container = document.body.appendChild(document.createElement('div'));
  const view = render(<CheckoutForm host={form} />, { container });
  expect(form.noValidate).toBe(true);
  const submitted = new Event('submit', { cancelable: true });
  form.dispatchEvent(submitted);
  expect(submitted.defaultPrevented).toBe(true);
  await settle();
  expect(requests).toHaveLength(1);

  view.unmount();
  expect(form.noValidate).toBe(false);
  expect((form.querySelector('div.shipping_address') as HTMLElement).style.display).toBe('');
  const later = new Event('submit', { cancelable: true });
  fireEvent(form, later);
  expect(later.defaultPrevented).toBe(false);
});
