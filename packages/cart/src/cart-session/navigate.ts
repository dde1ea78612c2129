/**
 * Where the cart sends the browser (a product page after `error` + `product_url`, the remove
 * link's href, the cart after adding). One object so tests and stories can watch it.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
