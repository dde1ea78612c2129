import { setHttpClient } from '@firsat/core/http';
import { json, startBehaviour } from '@firsat/core/testing';
import { fireEvent } from '@testing-library/react';
import { installCartHttp, settle } from '../../shared/testing';
import { CHECKOUT_FORM_MARKUP } from './fixtures';
import checkoutFormBehaviour from './island';

afterEach(() => {
  setHttpClient(undefined);
  document.body.innerHTML = '';
});

test('the behaviour binds the form while started and gives it back as printed when stopped', async () => {
  const requests = installCartHttp(() =>
    json({ result: 'failure', messages: '', refresh: false, reload: false }),
  );
  document.body.innerHTML = CHECKOUT_FORM_MARKUP;
  const form = document.querySelector('form.checkout') as HTMLFormElement;
  await checkoutFormBehaviour.messages?.load();
  const { stop } = startBehaviour(checkoutFormBehaviour, form);
  expect(form.noValidate).toBe(true);
  const submitted = new Event('submit', { cancelable: true });
  form.dispatchEvent(submitted);
  expect(submitted.defaultPrevented).toBe(true);
  await settle();
  expect(requests).toHaveLength(1);

  stop();
  expect(form.noValidate).toBe(false);
  expect((form.querySelector('div.shipping_address') as HTMLElement).style.display).toBe('');
  const later = new Event('submit', { cancelable: true });
  fireEvent(form, later);
  expect(later.defaultPrevented).toBe(false);
});

test('started and stopped before any input, the form is byte for byte as printed', async () => {
  document.body.innerHTML = CHECKOUT_FORM_MARKUP;
  const form = document.querySelector('form.checkout') as HTMLFormElement;
  const printed = form.outerHTML;
  await checkoutFormBehaviour.messages?.load();
  const { stop } = startBehaviour(checkoutFormBehaviour, form);
  expect(form.outerHTML).not.toBe(printed);
  stop();
  expect(form.outerHTML).toBe(printed);
});
