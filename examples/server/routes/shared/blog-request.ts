import type { BlogRequest } from '../../render';
import type { PageRequest } from '../define';

/** What a blog page reads from the request: the colour-mode cookie and the address. */
export function blogRequest(req: PageRequest, paged?: number): BlogRequest {
  return { cookie: req.request.headers.get('cookie'), url: new URL(req.request.url), paged };
}

/**
 * A `/?s=` search for posts rather than products: `post_type=post`, or the advanced search
 * block's `ultp_exclude` (the post types it leaves out) leaving out products.
 */
export function isPostSearch(query: URLSearchParams): boolean {
  if (query.get('post_type') === 'post') return true;
  const exclude = query.get('ultp_exclude');
  if (!exclude) return false;
  try {
    const types = JSON.parse(exclude) as unknown;
    return (
      Array.isArray(types) &&
      types.some((t) => t === 'product' || (t as { value?: string })?.value === 'product')
    );
  } catch {
    return false;
  }
}
