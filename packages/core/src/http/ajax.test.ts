import { fakeFetch, json, type Reply, TEST_SETTINGS, text } from '../fakes/index';
import { createHttpClient } from './client';

function setup(reply: Reply = () => json({ ok: true }), settings = TEST_SETTINGS) {
  const fake = fakeFetch(reply);
  const client = createHttpClient({ settings: () => settings, fetch: fake.fetch });
  return { client, requests: fake.requests };
}

describe('shopAjax', () => {
  it('POSTs form-encoded fields to wc_ajax_url with %%endpoint%% replaced', async () => {
    const { client, requests } = setup(() => json({ fragments: {}, cart_hash: 'h' }));
    const reply = await client.shopAjax<{ cart_hash: string }>('add_to_cart', {
      product_id: 12,
      quantity: 2,
    });
    expect(reply.cart_hash).toBe('h');
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.href).toBe('http://localhost:3000/?wc-ajax=add_to_cart');
    expect(request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.text).toBe('product_id=12&quantity=2');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request?.headers.get('accept')).toContain('application/json');
  });

  it('encodes update_shipping_method as shipping_method[0] and returns the HTML as text', async () => {
    const { client, requests } = setup(() => text('<div class="cart_totals">…</div>'));
    const html = await client.shopAjax<string>(
      'update_shipping_method',
      { security: '5db4157115', shipping_method: { 0: 'flat_rate:1' } },
      { responseType: 'text' },
    );
    expect(html).toBe('<div class="cart_totals">…</div>');
    const fields = new URLSearchParams(requests[0]?.text);
    expect([...fields]).toEqual([
      ['security', '5db4157115'],
      ['shipping_method[0]', 'flat_rate:1'],
    ]);
  });

  it('sends apply_coupon with security and coupon_code, answered as HTML', async () => {
    const { client, requests } = setup(() => text('<ul class="woocommerce-error"><li>x</li></ul>'));
    await client.shopAjax(
      'apply_coupon',
      { security: 'ae6c38000c', coupon_code: 'FIRSAT10' },
      { responseType: 'text' },
    );
    expect(requests[0]?.url.searchParams.get('wc-ajax')).toBe('apply_coupon');
    expect(requests[0]?.text).toBe('security=ae6c38000c&coupon_code=FIRSAT10');
  });

  it('reads get_variation answering the bare body false', async () => {
    const { client, requests } = setup(() => text('false'));
    const variation = await client.shopAjax('get_variation', {
      product_id: 34,
      attribute_pa_color: 'red',
      attribute_size: '',
    });
    expect(variation).toBe(false);
    expect(requests[0]?.text).toBe('product_id=34&attribute_pa_color=red&attribute_size=');
  });

  it('follows the settings on every call', async () => {
    const settings = { ...TEST_SETTINGS };
    const fake = fakeFetch(() => json(1));
    const client = createHttpClient({ settings: () => settings, fetch: fake.fetch });
    await client.shopAjax('a');
    settings.wcAjaxUrl = 'https://shop.example/magaza/?wc-ajax=%%endpoint%%';
    await client.shopAjax('b');
    expect(fake.requests.map((r) => r.url.href)).toEqual([
      'http://localhost:3000/?wc-ajax=a',
      'https://shop.example/magaza/?wc-ajax=b',
    ]);
    expect(fake.requests[1]?.headers.has('x-requested-with')).toBe(false);
  });
});

describe('postTo', () => {
  it('POSTs to a full wc-ajax url as wopb_core prints it', async () => {
    const { client, requests } = setup(() => text('<li>…</li>'));
    await client.postTo(
      'http://localhost:3000/?wc-ajax=wopb_load_more',
      {
        action: 'wopb_load_more',
        paged: 2,
        blockId: 'b1',
        postId: 9,
        filterAttributes: { a: 1 },
        wpnonce: 'n',
      },
      { responseType: 'text' },
    );
    expect(requests[0]?.url.searchParams.get('wc-ajax')).toBe('wopb_load_more');
    expect([...new URLSearchParams(requests[0]?.text)]).toEqual([
      ['action', 'wopb_load_more'],
      ['paged', '2'],
      ['blockId', 'b1'],
      ['postId', '9'],
      ['filterAttributes[a]', '1'],
      ['wpnonce', 'n'],
    ]);
  });
});

describe('adminAjax', () => {
  it('POSTs to ajax_url with the action field first', async () => {
    const { client, requests } = setup(() => json({ success: true }));
    await client.adminAjax('wopb_addcart', { postid: 5, quantity: 1, wpnonce: 'w' });
    expect(requests[0]?.url.href).toBe('http://localhost:3000/wp-admin/admin-ajax.php');
    expect(requests[0]?.text).toBe('action=wopb_addcart&postid=5&quantity=1&wpnonce=w');
  });

  it('goes multipart when the data holds a file, and adds query fields', async () => {
    const { client, requests } = setup(() => text('<li class="wpuf-image-wrap">…</li>'));
    const file = new File(['binary'], 'kapak.jpg', { type: 'image/jpeg' });
    await client.adminAjax(
      'wpuf_upload_file',
      { form_id: 11, wpuf_file: file },
      { query: { type: 'image' }, responseType: 'text' },
    );
    const [request] = requests;
    expect(request?.url.searchParams.get('type')).toBe('image');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.form?.get('action')).toBe('wpuf_upload_file');
    expect(request?.form?.get('form_id')).toBe('11');
    const sent = request?.form?.get('wpuf_file') as File;
    expect(sent.name).toBe('kapak.jpg');
    expect(await sent.text()).toBe('binary');
  });

  it('sends a serialised form as it is, with the action set', async () => {
    const { client, requests } = setup(() => json({ success: true, data: {} }));
    const form = new FormData();
    form.append('action', 'wpuf_submit_post');
    form.append('post_title', 'Merhaba');
    await client.adminAjax('wpuf_submit_post', form);
    expect([...(requests[0]?.form?.entries() ?? [])]).toEqual([
      ['action', 'wpuf_submit_post'],
      ['post_title', 'Merhaba'],
    ]);
  });

  it('reads the 0 and -1 answers as text', async () => {
    const { client } = setup((_r, i) => text(i === 0 ? '0' : '-1'));
    expect(await client.adminAjax('shop_url', { url_slug: 'x', _nonce: 'n' }, { responseType: 'text' })).toBe(
      '0',
    );
    expect(await client.adminAjax('trash-post', { id: 3, _ajax_nonce: 'n' }, { responseType: 'text' })).toBe(
      '-1',
    );
  });

  it('parses 0 and -1 as numbers when JSON is asked for', async () => {
    const { client } = setup((_r, i) => text(i === 0 ? '0' : '-1'));
    expect(await client.adminAjax('a')).toBe(0);
    expect(await client.adminAjax('b')).toBe(-1);
  });

  it('answers null for 204', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    expect(
      await client.adminAjax('conversation_status_change', { conversationID: 1, nonce: 'n' }),
    ).toBeNull();
  });
});

describe('get', () => {
  it('GETs with query fields and no body', async () => {
    const { client, requests } = setup(() => json(['İstanbul']));
    expect(await client.get('/autocomplete', { query: { q: 'ist' } })).toEqual(['İstanbul']);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.href).toBe('http://localhost:3000/autocomplete?q=ist');
    expect(requests[0]?.text).toBe('');
  });
});
