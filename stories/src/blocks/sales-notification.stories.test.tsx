import { COOKIE, getCookie } from '@firsat/core/island';
import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { pageMounted, storyServer } from '../story-test';
import * as stories from './sales-notification.stories';

const Sales = composeStories(stories);
const { use } = storyServer();

const popups = () => document.querySelectorAll('body > .wopb-notification');
const product = () =>
  document.querySelector('body > .wopb-notification .wopb-notification-product')?.textContent;

describe('sales notification stories', () => {
  test('Cycling: the first sale 2 s after load, then the next after stay + gap', async () => {
    use(Sales.Cycling);
    render(<Sales.Cycling />);
    await waitFor(() => expect(product()).toBe('Pamuklu Basic Tişört'), { timeout: 4000 });
    await waitFor(() => expect(product()).toBe('Kablosuz Kulaklık'), { timeout: 9000 });
  }, 15_000);

  test('Paused: the pause control is on and the popup stays', async () => {
    use(Sales.Paused);
    render(<Sales.Paused />);
    await waitFor(() => expect(document.querySelector('.firsat-sales-pause')).toHaveTextContent('Sürdür'), {
      timeout: 5000,
    });
    await new Promise((r) => setTimeout(r, 4500));
    expect(product()).toBe('Pamuklu Basic Tişört');
  }, 15_000);

  test('Closed: the cookie is set, nothing is requested or shown', async () => {
    const requests: string[] = [];
    use(Sales.Closed);
    use({
      parameters: {
        msw: {
          handlers: [
            http.post('/wp-json/sales/v1/notification', ({ request }) => {
              requests.push(request.url);
              return HttpResponse.json({ html: [] });
            }),
          ],
        },
      },
    });
    render(<Sales.Closed />);
    await pageMounted('sales-notification');
    expect(getCookie(COOKIE.salesNotification)).toBe('closed');
    await new Promise((r) => setTimeout(r, 2500));
    expect(popups()).toHaveLength(0);
    expect(requests).toHaveLength(0);
  }, 10_000);

  test.each([
    ['ServerError', Sales.ServerError, 500],
    ['Offline', Sales.Offline, 0],
    ['Malformed', Sales.Malformed, 0],
  ] as const)(
    '%s: logged, nothing shown',
    async (_name, Story, status) => {
      use(Story);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      render(<Story />);
      await waitFor(() => expect(errors).toHaveBeenCalledWith('Error occured.please try again', status), {
        timeout: 5000,
      });
      expect(popups()).toHaveLength(0);
    },
    10_000,
  );
});
