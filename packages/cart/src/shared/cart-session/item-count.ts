/**
 * How many items the cart fragments show, so every badge on the page agrees with the mini cart:
 * the header link's `.count` ("3 ürün"), else the sum of the mini cart's `span.quantity`
 * ("2 × …"), else 0 for the empty message. null when the fragments say nothing about it.
 */
export function itemCountFromFragments(fragments: Readonly<Record<string, string>>): number | null {
  const parse = (html: string): DocumentFragment => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };
  for (const html of Object.values(fragments)) {
    const count = parse(html).querySelector('.cart-contents .count, a.cart-contents > .count');
    const fromLink = firstInteger(count?.textContent);
    if (fromLink !== null) return fromLink;
  }
  for (const html of Object.values(fragments)) {
    const content = parse(html);
    const mini = content.querySelector('.woocommerce-mini-cart, .woocommerce-mini-cart__empty-message');
    if (!mini) continue;
    if (mini.classList.contains('woocommerce-mini-cart__empty-message')) return 0;
    let total = 0;
    for (const quantity of content.querySelectorAll('.mini_cart_item .quantity')) {
      total += firstInteger(quantity.textContent) ?? 0;
    }
    return total;
  }
  return null;
}

function firstInteger(text: string | null | undefined): number | null {
  const match = /\d+/.exec(text ?? '');
  return match ? Number(match[0]) : null;
}
