import { html } from '../../lib';
import { dealCountdown } from '../../render';
import { listDeals, rollDemoDeals } from '../../shop';
import { definePage } from '../define';

/** An HTML fragment (not a page): one running deal with its countdown, for /demo/sonradan/. */
export default definePage({
  path: '/demo/parca/firsat',
  render: (ctx) => {
    rollDemoDeals(ctx.db, ctx.store.now());
    const now = ctx.store.nowSeconds();
    const deal = listDeals(ctx.db).find((p) => p.saleTo !== null && p.saleTo >= now);
    if (!deal || deal.saleTo === null) return new Response('', { status: 204 });
    const fragment = html`<div class="firsat-late-deal"><h3>${deal.name}</h3>${dealCountdown(deal.saleTo)}</div>`;
    return new Response(fragment.value, {
      headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' },
    });
  },
});
