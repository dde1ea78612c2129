import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as stories from './checkout-login.stories';

const { Guest, GeneralError, ServerError, Offline, ExpiredNonce } = composeStories(stories);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function useHandlers(story: { parameters?: { msw?: { handlers?: RequestHandler[] } } }) {
  server.use(...(story.parameters?.msw?.handlers ?? []));
}

async function login(container: HTMLElement, username: string, password: string) {
  const form = container.querySelector('form.woocommerce-form-login') as HTMLFormElement;
  await waitFor(() => expect(form).toHaveAttribute('data-island-state', 'mounted'));
  fireEvent.click(container.querySelector('a.showlogin') as HTMLElement);
  fireEvent.change(form.querySelector('#username') as HTMLInputElement, { target: { value: username } });
  fireEvent.change(form.querySelector('#password') as HTMLInputElement, { target: { value: password } });
  await act(async () => {
    fireEvent.submit(form);
  });
  return form;
}

test('Guest: the toggle opens the form; a wrong password is shown under the password field', async () => {
  useHandlers(Guest);
  const { container } = render(<Guest />);
  const form = await login(container, 'musteri', 'yanlis');
  expect(form.style.display).toBe('');
  await waitFor(() =>
    expect(form.querySelector('#password-error')).toHaveTextContent(
      'Hata: musteri kullanıcı adı için girdiğiniz parola hatalı.',
    ),
  );
  expect(form.querySelector('#password')).toHaveAttribute('aria-invalid', 'true');
});

test('Guest: an unknown user is shown under the username field', async () => {
  useHandlers(Guest);
  const { container } = render(<Guest />);
  const form = await login(container, 'kimse', 'x');
  await waitFor(() => expect(form.querySelector('#username-error')).toHaveTextContent('kimse kullanıcı adı'));
});

test.each([
  ['GeneralError', GeneralError, 'Zaten giriş yapmış durumdasınız. Sayfayı yenileyin.'],
  ['ServerError', ServerError, 'Giriş yapılamadı. Lütfen yeniden deneyin.'],
  ['Offline', Offline, 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.'],
  ['ExpiredNonce', ExpiredNonce, 'Oturumunuzun süresi dolmuş. Lütfen sayfayı yenileyip yeniden deneyin.'],
] as const)('%s: the general error area, typed values kept', async (_, Story, message) => {
  useHandlers(Story);
  const { container } = render(<Story />);
  const form = await login(container, 'musteri', 'musteri123');
  await waitFor(() => expect(form.querySelector('[role="alert"]')).toHaveTextContent(message));
  expect((form.querySelector('#password') as HTMLInputElement).value).toBe('musteri123');
  expect(form.querySelector('button[type="submit"]')).toBeEnabled();
});
