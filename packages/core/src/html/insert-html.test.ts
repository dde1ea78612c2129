import { applyFragments } from './apply-fragments';
import {
  ADD_TO_CART_RESPONSE,
  CART_COLLATERALS,
  CART_FORM,
  CHECKOUT_FORM,
  PRODUCT_TABS,
  SHOP_LOOP,
  VARIATIONS_FORM,
} from './fixtures';
import { patchHappyDomNodeName } from './happy-dom-patch';
import { htmlToText } from './html-to-text';
import { insertHtml } from './insert-html';
import { sanitizeHtml } from './sanitize-html';

patchHappyDomNodeName();

/**
 * Every element as "tag[attr=value,…]", in document order: what markup must keep. Values are
 * compared trimmed (DOMPurify trims them; browsers treat them the same).
 */
function signature(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll('*'), (el) => {
    const attrs = Array.from(el.attributes, (a) => `${a.name}=${a.value.trim()}`).sort();
    return `${el.nodeName.toLowerCase()}[${attrs.join(',')}]`;
  });
}

/** The markup as the browser parses it, minus `noscript` (dropped on purpose: it is for visitors without scripts). */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const noscript of template.content.querySelectorAll('noscript')) noscript.remove();
  return template.content;
}

const HOSTILE = `
  <div class="wopb-block" data-blockid="b1" aria-live="polite" style="color:red" onclick="alert(1)">
    <script>window.__pwned = true</script>
    <a href="javascript:alert(1)" class="bad">bad</a>
    <a href="/urun/" target="_blank" rel="noopener" onmouseover="alert(2)">good</a>
    <img src="/a.webp" onerror="window.__pwned = true" alt="A" loading="lazy">
    <iframe src="javascript:alert(3)"></iframe>
    <iframe srcdoc="<script>alert(4)</script>" src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>
    <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><use href="#icon-cart"></use><use href="https://evil.example/s.svg#x"></use><path d="M0 0h24v24H0z"/></svg>
    <form action="/?wc-ajax=add_to_cart" method="post" enctype="multipart/form-data">
      <input type="hidden" name="action" value="wpuf_submit_post">
      <input type="number" name="quantity" min="1" max="9" step="1" value="1" required aria-label="Adet">
      <select name="attribute_pa_renk" data-attribute_name="attribute_pa_renk"><option value="">Seçin</option><option value="mavi" selected>Mavi</option></select>
      <textarea name="comment" placeholder="Yorum"></textarea>
      <button type="submit" name="add-to-cart" value="7" formaction="javascript:alert(5)">Sepete ekle</button>
    </form>
  </div>`;

describe('sanitizeHtml()', () => {
  it('keeps shop markup: forms, inputs, selects, data-*, aria-*, style, svg icons, links, media', async () => {
    const fragment = await sanitizeHtml(HOSTILE);
    const block = fragment.querySelector('.wopb-block');
    expect(block?.getAttribute('data-blockid')).toBe('b1');
    expect(block?.getAttribute('aria-live')).toBe('polite');
    expect(block?.getAttribute('style')).toBe('color:red');
    const form = fragment.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/?wc-ajax=add_to_cart');
    expect(form?.getAttribute('method')).toBe('post');
    expect(fragment.querySelector('input[name="action"]')?.getAttribute('value')).toBe('wpuf_submit_post');
    const quantity = fragment.querySelector('input[name="quantity"]');
    expect(quantity && signature({ querySelectorAll: () => [quantity] } as unknown as ParentNode)).toEqual([
      'input[aria-label=Adet,max=9,min=1,name=quantity,required=,step=1,type=number,value=1]',
    ]);
    expect(fragment.querySelector('select')?.getAttribute('data-attribute_name')).toBe('attribute_pa_renk');
    expect(fragment.querySelector('option[selected]')?.getAttribute('value')).toBe('mavi');
    expect(fragment.querySelector('textarea')?.getAttribute('placeholder')).toBe('Yorum');
    expect(fragment.querySelector('button')?.getAttribute('name')).toBe('add-to-cart');
    expect(fragment.querySelector('a[target="_blank"]')?.getAttribute('href')).toBe('/urun/');
    expect(fragment.querySelector('svg use')?.getAttribute('href')).toBe('#icon-cart');
    expect(fragment.querySelector('svg path')).not.toBeNull();
    expect(fragment.querySelector('img')?.getAttribute('src')).toBe('/a.webp');
    expect(fragment.querySelector('iframe[src="https://www.youtube.com/embed/abc"]')).not.toBeNull();
  });

  it('keeps autonomous custom elements but not their event handlers', async () => {
    const fragment = await sanitizeHtml(
      '<wc-order-attribution-inputs data-x="1" onclick="x()"><input type="hidden" name="wc_order_attribution_source_type"></wc-order-attribution-inputs>',
    );
    expect(signature(fragment)).toEqual([
      'wc-order-attribution-inputs[data-x=1]',
      'input[name=wc_order_attribution_source_type,type=hidden]',
    ]);
  });

  it('drops scripts, event handlers and unsafe URLs', async () => {
    const fragment = await sanitizeHtml(HOSTILE);
    const html = Array.from(fragment.childNodes, (n) => (n as Element).outerHTML ?? n.textContent).join('');
    expect(fragment.querySelector('script')).toBeNull();
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('srcdoc');
    expect(html).not.toContain('formaction');
    expect(html).not.toContain('evil.example');
    expect(fragment.querySelector('a.bad')?.hasAttribute('href')).toBe(false);
  });

  it('keeps table rows and options that only make sense inside their parents', async () => {
    const rows = await sanitizeHtml(
      '<tr class="cart_item"><td data-title="Fiyat">10</td></tr><tr><td>2</td></tr>',
    );
    expect(signature(rows)).toEqual(['tr[class=cart_item]', 'td[data-title=Fiyat]', 'tr[]', 'td[]']);
    expect(signature(await sanitizeHtml('<option value="1">Bir</option>'))).toEqual(['option[value=1]']);
  });

  it.each<[string, string]>([
    ['cart form', CART_FORM],
    ['cart totals', CART_COLLATERALS],
    ['checkout form (with order attribution inputs)', CHECKOUT_FORM],
    ['variations form', VARIATIONS_FORM],
    ['shop loop', SHOP_LOOP],
    ['product tabs', PRODUCT_TABS],
    ...Object.entries(ADD_TO_CART_RESPONSE.fragments).map(([key, html]): [string, string] => [
      `fragment ${key}`,
      html,
    ]),
  ])('keeps the real WooCommerce %s element for element, attribute for attribute', async (_name, html) => {
    expect(signature(await sanitizeHtml(html))).toEqual(signature(parsed(html)));
  });
});

describe('insertHtml()', () => {
  function setup(): { list: HTMLElement; marker: HTMLElement } {
    document.body.innerHTML =
      '<ul class="list"><li class="a">a</li><li class="wopb-loadmore-insert-before marker">m</li></ul>';
    return {
      list: document.querySelector('.list') as HTMLElement,
      marker: document.querySelector('.marker') as HTMLElement,
    };
  }
  const classes = (list: Element) => Array.from(list.children, (li) => li.className);

  it('inserts before and after a marker', async () => {
    const { list, marker } = setup();
    await insertHtml(marker, '<li class="b">b</li><li class="c">c</li>', 'before');
    await insertHtml(marker, '<li class="z">z</li>', 'after');
    expect(classes(list)).toEqual(['a', 'b', 'c', 'wopb-loadmore-insert-before marker', 'z']);
  });

  it('replaces the target itself or its content', async () => {
    const { list, marker } = setup();
    const nodes = await insertHtml(marker, '<li class="new" data-postid="9">n</li>', 'replace');
    expect(classes(list)).toEqual(['a', 'new']);
    expect(nodes).toEqual([list.lastElementChild]);
    await insertHtml(list, '<li class="only">o</li>', 'inner');
    expect(classes(list)).toEqual(['only']);
  });

  it('appends and prepends', async () => {
    const { list } = setup();
    await insertHtml(list, '<li class="last">l</li>', 'append');
    await insertHtml(list, '<li class="first">f</li>', 'prepend');
    expect(classes(list)).toEqual(['first', 'a', 'wopb-loadmore-insert-before marker', 'last']);
  });

  it('puts table rows into a tbody', async () => {
    document.body.innerHTML = '<table><tbody class="rows"></tbody></table>';
    const tbody = document.querySelector('.rows') as HTMLElement;
    await insertHtml(tbody, '<tr class="r1"><td>1</td></tr><tr class="r2"><td>2</td></tr>', 'inner');
    expect(Array.from(tbody.querySelectorAll('tr'), (r) => r.className)).toEqual(['r1', 'r2']);
  });

  it('never runs scripts or handlers from the HTML', async () => {
    const { list } = setup();
    const win = window as unknown as { __pwned?: boolean };
    // Without the iframes: happy-dom cannot load frames and would only log about it.
    await insertHtml(list, HOSTILE.replace(/<iframe[\s\S]*?<\/iframe>/g, ''), 'append');
    expect(win.__pwned).toBeUndefined();
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('[onclick],[onerror],[onmouseover]')).toBeNull();
  });
});

describe('applyFragments()', () => {
  it('replaces every element of each selector, as WooCommerce does, and counts them', async () => {
    document.body.innerHTML = `
      <header><div class="widget_shopping_cart_content">eski</div></header>
      <aside><div class="widget_shopping_cart_content">eski</div></aside>
      <a class="cart-contents"><span class="count">0</span></a>`;
    const replaced = await applyFragments({
      ...ADD_TO_CART_RESPONSE.fragments,
      'a.cart-contents': '<a class="cart-contents" data-count="2"><span class="count">2</span></a>',
      'div.not-on-page': '<div>x</div>',
    });
    expect(replaced).toBe(3);
    const widgets = document.querySelectorAll('div.widget_shopping_cart_content');
    expect(widgets).toHaveLength(2);
    for (const widget of widgets) {
      expect(widget.textContent).not.toContain('eski');
      expect(
        widget.querySelector('a.remove_from_cart_button')?.getAttribute('data-cart_item_key'),
      ).toBeTruthy();
    }
    expect(widgets[0]).not.toBe(widgets[1]);
    expect(document.querySelector('a.cart-contents')?.getAttribute('data-count')).toBe('2');
  });

  it('skips invalid selectors with a warning and non-string values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div class="x">old</div>';
    const replaced = await applyFragments({ 'div[': '<div>bad</div>', '.x': 5 as unknown as string });
    expect(replaced).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('div[');
    expect(document.body.textContent).toBe('old');
  });

  it('works inside a given root only', async () => {
    document.body.innerHTML = '<section class="s"><p class="t">1</p></section><p class="t">2</p>';
    const root = document.querySelector('.s') as Element;
    expect(await applyFragments({ '.t': '<p class="t">yeni</p>' }, root)).toBe(1);
    expect(Array.from(document.querySelectorAll('.t'), (p) => p.textContent)).toEqual(['yeni', '2']);
  });
});

describe('htmlToText()', () => {
  it('strips tags and collapses whitespace', async () => {
    expect(htmlToText('<p><strong>Hata:</strong>\n dosya <em>çok</em> büyük</p><script>x()</script>')).toBe(
      'Hata: dosya çok büyük',
    );
  });
});
