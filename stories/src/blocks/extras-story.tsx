import { blocksIslands } from '@firsat/blocks';
import { configure, type IslandDefinition, mount, observe, register, unmount } from '@firsat/core';
import { HttpResponse, http } from 'msw';
import { useEffect, useRef } from 'react';

/** `wopb_core` and `wpApiSettings` as a product page prints them. */
export const STORY_WOPB_CONFIG = {
  ajaxUrl: '/wp-admin/admin-ajax.php',
  restRoot: '/wp-json/',
  restNonce: 'storyrest01',
  nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce',
  productBlocks: { security: 'storywopb01' },
};

/** One of this group's islands, as the embed registers it. */
// biome-ignore lint/suspicious/noExplicitAny: any island
export function extrasIsland(name: string): IslandDefinition<any> {
  const island = blocksIslands.find((i) => i.name === name);
  if (!island) throw new Error(`no island ${name}`);
  return island;
}

interface ExtrasMarkupProps {
  island: string;
  /** The plugin's markup, exactly as printed. */
  html: string;
  /** Mount on this selector inside the markup (default: the island's own selector). */
  target?: string;
  /** Props given from code. */
  props?: object;
  /** Runs once the island has mounted (e.g. open the modal). */
  after?: (container: HTMLElement) => void;
}

/** Prints product-blocks markup and mounts one island on it through the real runtime. */
export function ExtrasMarkup({ island, html, target, props, after }: ExtrasMarkupProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const definition = extrasIsland(island);
    configure(STORY_WOPB_CONFIG);
    register(definition);
    container.innerHTML = html;
    // Searched from the document: selectors may name the page (`body.single-product …`), and
    // happy-dom, unlike browsers, does not match an element's query against its ancestors.
    const targets = [...document.querySelectorAll(target ?? definition.selector)].filter((el) =>
      container.contains(el),
    );
    // A page island owns no element: it starts once on the page (whatever the target) and
    // `unmount(document)` stops it, before the next story starts it again.
    if (definition.kind === 'page') {
      void mount(island, document.body, props).then(() => after?.(container));
      return () => unmount(document);
    }
    void Promise.all(targets.map((el) => mount(island, el, props))).then(() => after?.(container));
    observe();
    return () => {
      // After this commit: an island may own a React root of its own (a behaviour's lazy view),
      // which React will not unmount while this story's root is still rendering.
      queueMicrotask(() => {
        for (const el of targets) unmount(el);
      });
    };
  }, [island, html, target, props, after]);
  return <div ref={ref} className="firsat-story" />;
}

/** How the mocked store answers: as the demo store does, or failing in one of SPEC §8's ways. */
export type StoreMode = 'ok' | 'server-error' | 'expired-nonce' | 'offline';

function failure(mode: StoreMode): Response | null {
  if (mode === 'server-error') return new HttpResponse('Internal Server Error', { status: 500 });
  if (mode === 'expired-nonce') return new HttpResponse('-1', { status: 403 });
  if (mode === 'offline') return HttpResponse.error();
  return null;
}

/** admin-ajax `wopb_share_count`: counts per post, from `start`. */
export function shareCountHandlers(mode: StoreMode, start = 12) {
  const counts = new Map<string, number>();
  return [
    http.post('/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.text());
      if (fields.get('action') !== 'wopb_share_count') return new HttpResponse('0', { status: 400 });
      const failed = failure(mode);
      if (failed) return failed;
      const postId = fields.get('postId') ?? '';
      const count = (counts.get(postId) ?? start) + 1;
      counts.set(postId, count);
      return HttpResponse.json({ success: true, data: { success: true, count } });
    }),
  ];
}

/** Shows what the mocked store received, in the story's `.story-log`. */
function log(text: string): void {
  const el = document.querySelector('.story-log');
  if (el) el.textContent = text;
}

/** POST /wp-json/wopb/views; an expired nonce answers rest_cookie_invalid_nonce once, then accepts. */
export function viewsHandlers(mode: StoreMode) {
  let views = 41;
  let refreshed = false;
  return [
    http.all('/wp-admin/admin-ajax.php', ({ request }) => {
      if (new URL(request.url).searchParams.get('action') !== 'rest-nonce') return new HttpResponse('0');
      refreshed = true;
      return new HttpResponse('storyrest02', { headers: { 'Content-Type': 'text/plain' } });
    }),
    http.post('/wp-json/wopb/views', async ({ request }) => {
      const body = (await request.json()) as { postID: number; wpnonce: string };
      if (mode === 'expired-nonce' && !refreshed) {
        log('403 rest_cookie_invalid_nonce — yeni nonce alınıp yeniden denenecek');
        return HttpResponse.json(
          { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
          { status: 403 },
        );
      }
      if (mode === 'server-error') {
        log('500 — konsola "Error occured.please try again 500" yazıldı');
        return HttpResponse.json({ code: 'internal_server_error', message: 'x' }, { status: 500 });
      }
      views += 1;
      log(
        `POST /wopb/views ${JSON.stringify(body)} X-WP-Nonce: ${request.headers.get('X-WP-Nonce')} → ${views} görüntülenme`,
      );
      return HttpResponse.json({ success: true, views });
    }),
  ];
}
