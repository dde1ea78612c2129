/** Where the search sends the shopper; a seam so tests can watch it (jsdom cannot navigate). */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
