import type { BehaviourContext } from '@firsat/core/island';
import { plural } from '@firsat/core/kit';
import { bindListButton, postIdOf, productNameNear, speakCount } from '../../shared/product-lists';
import { COMPARE_ACTIVE, COMPARE_COUNTS } from './markup';
import { messages } from './messages';
import type { CompareProps } from './props';

/** The modal's code: the footer modal, the table's controls, the picker, the notice. */
const loadSession = () => import('./compare-modal');

/**
 * A product-blocks compare control: a card's icon (`.wopb-compare-btn.wopb_meta_svg_con`), the
 * shop and product page button (`.wopb-compare-addon-btn`), the nav item (`.wopb-compare-nav-item`)
 * and the Menu Compare block (`.wopb-menu-compare-btn`). The printed div / span / link becomes a
 * keyboard button named for its product and state; it follows the list (`wopb-compare-active`
 * while its product is compared, on every card of that product; the count in its badge, from
 * core's `$compareCount`, kept in step with the `wopb_compare` cookie and the other tabs). A
 * press loads the modal's code (compare-modal.ts) and sends `wopb_compare`. Unbound, it is as printed.
 */
export function bindCompare(el: HTMLElement, { props, signal }: BehaviourContext<CompareProps>): void {
  const postId = postIdOf(props.postId);
  const name = postId === null ? null : productNameNear(el);
  const isNav = props.action === 'nav_popup' || props.action === 'menu_block';
  speakCount('compare', (count) =>
    messages.t(plural(count, { one: 'countOne', other: 'countOther' }), { count }),
  );
  bindListButton(el, {
    list: 'compare',
    postId: isNav ? null : postId,
    activeClass: COMPARE_ACTIVE,
    counts: COMPARE_COUNTS,
    opensDialog:
      props.action !== 'redirect' && props.addedAction !== 'message' && props.addedAction !== 'redirect',
    label: ({ active, count }) => {
      if (isNav) return messages.t(plural(count, { one: 'navItemOne', other: 'navItemOther' }), { count });
      if (name) return messages.t(active ? 'added' : 'add', { name });
      return messages.t(active ? 'addedNoName' : 'addNoName');
    },
    island: 'compare',
    press: () => loadSession().then((session) => session.runCompare(el, props, signal)),
    signal,
  });
}
