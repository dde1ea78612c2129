import { configure, mount, register, unmount } from '@firsat/core';
import { postBlocksIslands } from '@firsat/post-blocks';
import { filteredReply, paginationMarkup, postItems } from '@firsat/post-blocks/testing';
import { HttpResponse, http } from 'msw';
import { useEffect, useRef } from 'react';

/** `ultp_data_frontend` as the blog prints it. */
export const STORY_ULTP_CONFIG = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  postBlocks: { security: 'storyultp01' },
};

/** The fresh nonce `ultp_get_nonce` hands out. */
export const FRESH_ULTP_NONCE = 'storyultpfresh';

/**
 * How the mocked blog answers the listing calls: as the demo store does, with nothing found, or
 * failing in SPEC §8's ways. `expired-nonce` answers the page's nonce with an empty body (the
 * plugin's refusal) until the island fetched a fresh one from `ultp_get_nonce`.
 */
export type PostListingMode = 'ok' | 'server-error' | 'expired-nonce' | 'no-result';

/** Shows what the mocked blog did, in the story's `.story-log`. */
function log(text: string): void {
  const el = document.querySelector('.story-log');
  if (el) el.textContent = text;
}

const html = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

/**
 * admin-ajax `ultp_next_prev`, `ultp_pagination`, `ultp_filter`, `ultp_adv_filter` over a blog of
 * `pages` pages of 3 posts, and `ultp_get_nonce`.
 */
export function postListingHandlers(mode: PostListingMode, pages = 3) {
  return [
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      const action = fields.get('action') ?? '';
      if (action === 'ultp_get_nonce')
        return HttpResponse.json({ success: true, data: { nonce: FRESH_ULTP_NONCE } });
      if (!action.startsWith('ultp_')) return new HttpResponse('0', { status: 400 });
      if (mode === 'server-error') {
        log(`${action}: 500 — konsola "Error occured.please try again 500" yazıldı`);
        return new HttpResponse('Internal Server Error', { status: 500 });
      }
      if (mode === 'expired-nonce' && fields.get('wpnonce') !== FRESH_ULTP_NONCE) {
        log(`${action}: boş yanıt (eski nonce) — ultp_get_nonce ile yeni nonce alınıp yeniden denenecek`);
        return html('');
      }
      const blockId = fields.get('blockId') ?? 'rwcpo01';
      if (action === 'ultp_filter' || action === 'ultp_adv_filter') {
        log(`${action} ${[...fields].map(([k, v]) => `${k}=${v}`).join(' ')}`);
        if (mode === 'no-result')
          return html(
            JSON.stringify({
              success: true,
              data: {
                filteredData: {
                  blocks: '',
                  pagination: '',
                  paginationType: 'pagination',
                  notFound: 'Yazı bulunamadı.',
                },
              },
            }),
          );
        const navigation = action === 'ultp_filter' ? 'loadMore' : 'pagination';
        return html(filteredReply({ blockId, navigation, first: 20, count: 2, pages: 2 }));
      }
      const page = Math.min(pages, Number(fields.get('paged') ?? '1'));
      log(`${action} paged=${page} wpnonce=${fields.get('wpnonce')}`);
      return html(postItems((page - 1) * 3 + 1, 3));
    }),
  ];
}

/** Prints post-blocks markup and mounts one island on it through the real runtime (the listings). */
export function PostListingMarkup({
  island,
  html: markup,
  target,
}: {
  island: string;
  html: string;
  target?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    const definition = postBlocksIslands.find((i) => i.name === island);
    if (!container || !definition) return;
    configure(STORY_ULTP_CONFIG);
    register(definition);
    container.innerHTML = markup;
    const targets = [...container.querySelectorAll<HTMLElement>(target ?? definition.selector)];
    void Promise.all(targets.map((el) => mount(island, el)));
    return () => {
      queueMicrotask(() => {
        for (const el of targets) unmount(el);
      });
    };
  }, [island, markup, target]);
  return (
    <>
      <div ref={ref} className="firsat-story" />
      <p className="story-log" />
    </>
  );
}

/** A detached pagination block for `blockId`'s grid (post-blocks.md §1). */
export const detachedPaginationMarkup = (blockId: string, pages: number): string =>
  `<div class="ultp-pagination-block">${paginationMarkup(blockId, 1, pages).replace('<div ', `<div data-for="ultp-block-${blockId}" `)}</div>`;
