import { createHttpClient, setHttpClient } from '@firsat/core/http';
import { configure } from '@firsat/core/island';
import {
  deferred,
  fakeFetch,
  json,
  type Reply,
  resetOverrides,
  startBehaviour,
  TEST_SETTINGS,
} from '@firsat/core/testing';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { comingSoonBannerMarkup } from './fixtures';
import comingSoonBannerBehaviour from './island';
import { comingSoonBannerProps } from './props';

const stops: (() => void)[] = [];

async function mount(reply: Reply, settings = TEST_SETTINGS, markup = comingSoonBannerMarkup()) {
  const fake = fakeFetch(reply);
  setHttpClient(createHttpClient({ settings: () => settings, fetch: fake.fetch }));
  document.body.innerHTML = markup;
  const host = document.getElementById('coming-soon-footer-banner') as HTMLElement;
  const printed = host.outerHTML;
  await comingSoonBannerBehaviour.messages?.load();
  const { stop } = startBehaviour(comingSoonBannerBehaviour, host);
  stops.push(stop);
  return {
    host,
    printed,
    stop,
    link: host.querySelector('a.coming-soon-footer-banner-dismiss') as HTMLElement,
    requests: fake.requests,
  };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  setHttpClient(undefined);
  resetOverrides();
  document.body.innerHTML = '';
});

describe('coming-soon banner', () => {
  test('the empty dismiss link becomes a labelled, focusable button', async () => {
    const { link } = await mount(() => json({}));
    expect(link).toHaveAttribute('role', 'button');
    expect(link).toHaveAttribute('tabindex', '0');
    expect(link).toHaveAttribute('aria-label', '"Yakında" bildirimini kapat');
    // A visible mark, hidden from assistive technology (the label names the button).
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('×');
  });

  test('dismissal POSTs woocommerce_meta.coming_soon_banner_dismissed=yes to the banner’s REST address with X-WP-Nonce, then hides', async () => {
    const answer = deferred<Response>();
    const { host, link, requests } = await mount(() => answer.promise);
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
    const { link, requests } = await mount(() => json({ id: 1 }), { ...TEST_SETTINGS, restNonce: '' });
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
    const { host, link } = await mount(reply as Reply);
    fireEvent.keyDown(link, { key: ' ' });
    await waitFor(() => expect(host.style.display).toBe('none'));
  });

  test('the label in English, and the text the link already has kept instead of the mark', async () => {
    configure({ locale: 'en' });
    const markup = comingSoonBannerMarkup().replace(
      '></a></div>',
      '><span class="screen-reader-text">Kapat</span></a></div>',
    );
    const { link } = await mount(() => json({}), TEST_SETTINGS, markup);
    expect(link).toHaveAttribute('aria-label', 'Dismiss the "coming soon" notice');
    expect(link.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  test('stopped, the banner is byte for byte as printed and the link does nothing', async () => {
    const { host, link, printed, stop, requests } = await mount(() => json({ id: 1 }));
    expect(host.outerHTML).not.toBe(printed);
    stop();
    expect(host.outerHTML).toBe(printed);
    fireEvent.click(link);
    await act(async () => {});
    expect(requests).toHaveLength(0);
  });

  test('stopped while the dismissal is on its way, the banner stays as printed', async () => {
    const answer = deferred<Response>();
    const { host, link, printed, stop, requests } = await mount(() => answer.promise);
    fireEvent.click(link);
    await waitFor(() => expect(requests).toHaveLength(1));
    stop();
    expect(host.outerHTML).toBe(printed);
    await act(async () => {
      answer.resolve(json({ id: 1 }));
    });
    expect(host.outerHTML).toBe(printed);
  });

  test('a banner without a REST address is a bad attribute naming the island', () => {
    document.body.innerHTML = comingSoonBannerMarkup(null);
    const host = document.getElementById('coming-soon-footer-banner') as HTMLElement;
    expect(() => comingSoonBannerProps.parse(host)).toThrow(
      '[firsat] coming-soon-banner: data-rest-url=missing — is required on the dismiss link',
    );
  });
});
