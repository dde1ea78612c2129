/** Where the search sends the reader; a seam so tests can watch it (happy-dom cannot navigate). */
export const navigation = {
  /** a result: the post, in this tab */
  go(url: string): void {
    window.location.assign(url);
  },
  /** the results page, in this tab (`_self`) or a new one (`_blank`) as the block says */
  open(url: string, target: '_self' | '_blank'): void {
    window.open(url, target, target === '_blank' ? 'noopener' : undefined);
  },
};
