import { configure, type IslandDefinition, mount, observe, register, unmount } from '@firsat/core';
import { postBlocksIslands } from '@firsat/post-blocks';
import { searchReplyHtml } from '@firsat/post-blocks/testing';
import { HttpResponse, http } from 'msw';
import { useEffect, useRef } from 'react';

/** `ultp_data_frontend` and `wpApiSettings` as a blog page prints them. */
export const STORY_ULTP_CONFIG = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  restRoot: '/wp-json/',
  restNonce: 'storyrest01',
  nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
  postBlocks: {
    security: 'storyultp01',
    homeUrl: 'https://firsat.example',
    darkLogo: 'https://firsat.example/wp-content/uploads/logo-koyu.svg',
    savedColourMode: 'ultplight' as const,
  },
};

// biome-ignore lint/suspicious/noExplicitAny: any island
function postIsland(name: string): IslandDefinition<any> {
  const island = postBlocksIslands.find((i) => i.name === name);
  if (!island) throw new Error(`no island ${name}`);
  return island;
}

interface PostMarkupProps {
  island: string;
  /** The plugin's markup, exactly as printed. */
  html: string;
}

/** Prints post-blocks markup and mounts one island on it through the real runtime. */
export function PostMarkup({ island, html }: PostMarkupProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const definition = postIsland(island);
    configure(STORY_ULTP_CONFIG);
    register(definition);
    container.innerHTML = html;
    const targets = [...document.querySelectorAll(definition.selector)].filter((el) =>
      container.contains(el),
    );
    void Promise.all(targets.map((el) => mount(island, el)));
    observe();
    return () => {
      queueMicrotask(() => {
        for (const el of targets) unmount(el);
      });
    };
  }, [island, html]);
  return <div ref={ref} className="firsat-story" />;
}

/** How the mocked blog answers: as the demo store does, or failing in one of SPEC §8's ways. */
export type BlogMode = 'ok' | 'server-error' | 'expired-nonce' | 'offline';

/** The blog's posts the mocked search finds (Turkish-aware: İstanbul matches "ist"). */
export const STORY_POSTS = [
  'İstanbul’da bir gün',
  'İzmir’in en iyi kahvaltı yerleri',
  'Kapadokya’da balon turu',
  'Karadeniz yaylaları',
  'Ege’de zeytinyağı rotası',
  'İstanbul boğaz turu',
  'Mardin taş evleri',
  'İstiklal caddesi yürüyüşü',
  'Antalya’da kış tatili',
  'İstanbul’un en güzel kafeleri',
].map((title, i) => ({ title, slug: `yazi-${i + 1}` }));

const fold = (s: string) => s.toLocaleLowerCase('tr');

/** REST ultp/ultp_search_data over STORY_POSTS, and ultp_get_nonce for the renewal. */
export function searchHandlers(mode: BlogMode) {
  let renewed = false;
  return [
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      if (fields.get('action') !== 'ultp_get_nonce') return new HttpResponse('0');
      renewed = true;
      return HttpResponse.json({ success: true, data: { nonce: 'storyultp02' } });
    }),
    http.post('/wp-json/ultp/ultp_search_data', async ({ request }) => {
      if (mode === 'offline') return HttpResponse.error();
      if (mode === 'server-error')
        return HttpResponse.json({ code: 'internal_server_error', message: 'x' }, { status: 500 });
      const body = (await request.json()) as {
        searchText: string;
        paged: number;
        postPerPage: number;
        wpnonce: string;
      };
      if (mode === 'expired-nonce' && !renewed)
        return HttpResponse.json({ code: 'invalid_nonce', message: 'Nonce' }, { status: 403 });
      const found = STORY_POSTS.filter((p) => fold(p.title).includes(fold(body.searchText.trim())));
      const page = found.slice((body.paged - 1) * body.postPerPage, body.paged * body.postPerPage);
      return HttpResponse.json({
        post_data: searchReplyHtml(page, 'https://firsat.example'),
        post_count: found.length,
      });
    }),
  ];
}

/** admin-ajax `ultp_share_count` (its answer is admin-ajax's `0`), and ultp_get_nonce. */
export function shareHandlers(mode: BlogMode) {
  let renewed = false;
  return [
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      if (fields.get('action') === 'ultp_get_nonce') {
        renewed = true;
        return HttpResponse.json({ success: true, data: { nonce: 'storyultp02' } });
      }
      if (fields.get('action') !== 'ultp_share_count') return new HttpResponse('0', { status: 400 });
      if (mode === 'offline') return HttpResponse.error();
      if (mode === 'server-error') return new HttpResponse('Internal Server Error', { status: 500 });
      if (mode === 'expired-nonce' && !renewed) return new HttpResponse('-1', { status: 403 });
      return new HttpResponse('0');
    }),
  ];
}
