/** Reloads the page (after a login, WooCommerce reloads the checkout). Its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
