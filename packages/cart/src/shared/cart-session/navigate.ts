/**
 * Where the cart and checkout send the browser (a product page after `error` + `product_url`,
 * the remove link's href, the cart after adding; a reload after a checkout login or when
 * `update_order_review` asks for one). One object so tests and stories can watch it.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
