import { createHttpClient, setHttpClient } from '@firsat/core/http';
import { deferred, fakeFetch, json, type Reply, TEST_SETTINGS } from '@firsat/core/testing';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { ComingSoonBanner } from './coming-soon-banner';
import { comingSoonBannerMarkup } from './fixtures';
import { comingSoonBannerProps } from './props';

function mount(reply: Reply, settings = TEST_SETTINGS, markup = comingSoonBannerMarkup()) {
  const fake = fakeFetch(reply);
  setHttpClient(createHttpClient({ settings: () => settings, fetch: fake.fetch }));
  document.body.innerHTML = markup;
  const host = document.getElementById('coming-soon-footer-banner') as HTMLElement;
  const props = comingSoonBannerProps.parse(host);
  const container = document.createElement('div');
  document.body.append(container);
  render(<ComingSoonBanner {...props} host={host} />, { container });
  return {
    host,
    link: host.querySelector('a.coming-soon-footer-banner-dismiss') as HTMLElement,
    requests: fake.requests,
  };
}

afterEach(() => {
  setHttpClient(undefined);
  document.body.innerHTML = '';
});

describe('coming-soon banner', () => {
  test('the empty dismiss link becomes a labelled, focusable button', () => {
    const { link } = mount(() => json({}));
    expect(link).toHaveAttribute('role', 'button');
    expect(link).toHaveAttribute('tabindex', '0');
    expect(link).toHaveAttribute('aria-label', '"Yakında" bildirimini kapat');
    // A visible mark, hidden from assistive technology (the label names the button).
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('×');
  });

  test('dismissal POSTs woocommerce_meta.coming_soon_banner_dismissed=yes to the banner’s REST address with X-WP-Nonce, then hides', async () => {
    const answer = deferred<Response>();
    const { host, link, requests } = mount(() => answer.promise);
    fireEvent.click(link);
    await waitFor(() => expect(requests).toHaveLength(1));
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe('http://localhost:3000/wp-json/wp/v2/users/1?_locale=user');
    expect(request?.headers.get('x-wp-nonce')).toBe('nonce-1');
    expect(JSON.parse(request?.text ?? '')).toEqual({
      woocommerce_meta: { coming_soon_banner_dismissed: 'yes' },
    });
    // Shown until the request completes; a second click sends nothing more.
    expect(host.style.display).toBe('');
    fireEvent.click(link);
    await act(async () => {
      answer.resolve(json({ id: 1 }));
    });
    await waitFor(() => expect(host.style.display).toBe('none'));
    expect(host).toHaveAttribute('data-state', 'dismissed');
    expect(requests).toHaveLength(1);
  });

  test('a page without its own REST nonce sends the banner’s', async () => {
    const { link, requests } = mount(() => json({ id: 1 }), { ...TEST_SETTINGS, restNonce: '' });
    fireEvent.keyDown(link, { key: 'Enter' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.headers.get('x-wp-nonce')).toBe('banner-nonce');
  });

  test.each([
    {
      name: 'a server error',
      reply: () => json({ code: 'rest_cannot_edit', message: 'no' }, { status: 401 }),
    },
    {
      name: 'no connection',
      reply: () => {
        throw new TypeError('Failed to fetch');
      },
    },
  ])('the banner hides on completion even after $name (the response is not used)', async ({ reply }) => {
    const { host, link } = mount(reply as Reply);
    fireEvent.keyDown(link, { key: ' ' });
    await waitFor(() => expect(host.style.display).toBe('none'));
  });

  test('a banner without a REST address is a bad attribute naming the island', () => {
    document.body.innerHTML = comingSoonBannerMarkup(null);
    const host = document.getElementById('coming-soon-footer-banner') as HTMLElement;
    expect(() => comingSoonBannerProps.parse(host)).toThrow(
      '[firsat] coming-soon-banner: data-rest-url=missing — is required on the dismiss link',
    );
  });
});
