/*
 * The demo store's push service SDK ("local provider"): a plain script, injected by the push
 * bell on the visitor's first press the way a push service's CDN SDK would be. It defines
 * window.FirsatPushSDK:
 *
 *   init({rest, nonce, nonceUrl})   the REST base (…/wp-json/firsat-push/v1/), the wp_rest nonce,
 *                                   where a fresh nonce comes from
 *   status()      → 'subscribed' | 'unsubscribed' | 'denied' | 'unsupported'
 *   subscribe()   asks the browser's notification permission, then stores this browser's
 *                 subscription: POST subscriptions {device, locale}
 *   unsubscribe() DELETE subscriptions/<device> (sent as POST with X-HTTP-Method-Override)
 *
 * "unsupported": no Notification, PushManager or service worker in this browser. The device id
 * is this browser's, kept in localStorage. A request refused for an expired nonce
 * (rest_cookie_invalid_nonce) fetches a fresh nonce once and is sent again. A failed request
 * rejects with an Error carrying its HTTP status. A real push service would also register a
 * service worker and a PushManager subscription; the demo stores the device only.
 */
(() => {
  const DEVICE_KEY = 'firsat_push_device';
  const settings = { rest: '', nonce: '', nonceUrl: '' };

  const supported = () =>
    typeof window.Notification === 'function' &&
    typeof window.PushManager === 'function' &&
    'serviceWorker' in navigator;

  const storedDevice = () => {
    try {
      return localStorage.getItem(DEVICE_KEY);
    } catch {
      return null;
    }
  };
  const keepDevice = (device) => {
    try {
      if (device) localStorage.setItem(DEVICE_KEY, device);
      else localStorage.removeItem(DEVICE_KEY);
    } catch {
      /* private mode: the subscription lives on the server only */
    }
  };
  const newDevice = () =>
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2, 14)}`;

  const failure = (message, status) => Object.assign(new Error(message), { status });

  async function freshNonce() {
    if (!settings.nonceUrl) return false;
    const response = await fetch(settings.nonceUrl, { credentials: 'same-origin' });
    const text = (await response.text()).trim();
    if (!response.ok || !/^[0-9a-f]{10}$/.test(text)) return false;
    settings.nonce = text;
    return true;
  }

  async function call(path, { method = 'GET', body } = {}, renewed = false) {
    const headers = { 'X-WP-Nonce': settings.nonce, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && method !== 'POST') headers['X-HTTP-Method-Override'] = method;
    const response = await fetch(`${settings.rest}${path}?_locale=user`, {
      method: method === 'GET' ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = await response.json().catch(() => null);
    if (response.ok) {
      const next = response.headers.get('X-WP-Nonce');
      if (next) settings.nonce = next;
      return data;
    }
    if (
      !renewed &&
      response.status === 403 &&
      data?.code === 'rest_cookie_invalid_nonce' &&
      (await freshNonce())
    )
      return call(path, { method, body }, true);
    throw failure(`firsat-push: ${method} ${path} answered ${response.status}`, response.status);
  }

  window.FirsatPushSDK = {
    version: '1.0.0',
    init(options) {
      settings.rest = String(options.rest);
      if (!settings.rest.endsWith('/')) settings.rest += '/';
      settings.nonce = String(options.nonce);
      settings.nonceUrl = options.nonceUrl ? String(options.nonceUrl) : '';
    },
    async status() {
      if (!supported()) return 'unsupported';
      if (Notification.permission === 'denied') return 'denied';
      const device = storedDevice();
      if (Notification.permission !== 'granted' || !device) return 'unsubscribed';
      const found = await call(`subscriptions/${encodeURIComponent(device)}`);
      return found?.subscribed === true ? 'subscribed' : 'unsubscribed';
    },
    async subscribe() {
      if (!supported()) return 'unsupported';
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return 'denied';
      if (permission !== 'granted') return 'unsubscribed';
      const device = storedDevice() ?? newDevice();
      const saved = await call('subscriptions', {
        method: 'POST',
        body: { device, locale: document.documentElement.lang || navigator.language },
      });
      if (saved?.subscribed !== true) throw failure('firsat-push: the subscription was not stored', 0);
      keepDevice(device);
      return 'subscribed';
    },
    async unsubscribe() {
      if (!supported()) return 'unsupported';
      const device = storedDevice();
      if (device) await call(`subscriptions/${encodeURIComponent(device)}`, { method: 'DELETE' });
      keepDevice(null);
      return Notification.permission === 'denied' ? 'denied' : 'unsubscribed';
    },
  };
})();
