/**
 * The share block post-blocks prints (addons/builder/blocks/Post_Social_Share.php, outline as in
 * the plugin's render code; icons shortened): the count section, then one item per network
 * whose link carries the network's address in a plain `url` attribute.
 */
const icon = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0h24v24H0z"/></svg>';

export interface PostShareFixture {
  postId?: number | string;
  count?: number;
  /** the sticky bar that steps aside for the footer (`ultp-disable-sticky-footer`) */
  sticky?: boolean;
  /** labels on the items (else icon-only links) */
  labels?: boolean;
  link?: string;
}

export function postShareMarkup({
  postId = 41,
  count = 3,
  sticky = false,
  labels = false,
  link = 'http%3A%2F%2Fblog.test%2Fyazi%2Fistanbulda-bir-gun%2F',
}: PostShareFixture = {}): string {
  const item = (type: string, url: string, label: string, i: number) =>
    `<div class="ultp-post-share-item ultp-repeat-${i} ultp-social-${type}"><a href="javascript:" class="ultp-post-share-item-${type}" url="${url}"><span class="ultp-post-share-item-icon">${icon}</span>${labels ? `<span class="ultp-post-share-item-label">${label}</span>` : ''}</a></div>`;
  return `<div class="wp-block-ultimate-post-post_share ultp-block-p5h4r3"><div class="ultp-block-wrapper"><div class="ultp-post-share"><div class="ultp-post-share-layout ultp-inline-true ${sticky ? 'ultp-disable-sticky-footer' : ''}"><div class="ultp-post-share-count-section ultp-post-share-count-section-style1"><span class="ultp-post-share-count">${count}</span><span class="ultp-post-share-label">Paylaşım</span></div><div class="ultp-post-share-item-inner-block" postId="${postId}" count="${count}">${item('facebook', `https://www.facebook.com/sharer.php?u=${link}`, 'Facebook', 0)}${item('twitter', `https://twitter.com/intent/tweet?url=${link}`, 'X', 1)}${item('mail', `mailto:?body=${link}`, 'E-posta', 2)}</div></div></div></div></div>`;
}

// The island's test control, published with its fixtures: forget the share counts read so far.
export { resetShareCounts } from './model';
