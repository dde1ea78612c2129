import type { BehaviourContext } from '@firsat/core/island';
import { getConfig, keepPrinted } from '@firsat/core/island';
import { addToCart } from '../../shared/cart-session';
import { variationMessages } from '../../shared/variation';
import { showAdded } from './after-add';
import { buttonRequest } from './client';
import { ADD_TO_CART_BUTTONS, ANIMATED_BUTTONS } from './markup';
import { type AddToCartSnapshot, animationPlan, createAddToCartState } from './model';
import type { AddToCartProps } from './props';

/**
 * The server's add-to-cart link (`a.add_to_cart_button.ajax_add_to_cart`, a product-blocks card
 * button, a loop variation button): a click is sent through the cart session instead of following
 * `?add-to-cart=`; the button's status model (model.ts: idle → loading → added / failed) is
 * written into its classes. Unbound, the button, its card's action area and view-cart link are as
 * printed again and the View cart link it added goes — unless the button itself is gone: a slider
 * card's button gives way to the card's view-cart link once it has added, and the card stays so.
 * With the animated add-to-cart addon on, a marked button animates (animation.ts); one claimed
 * only for that (the product page's form button) is left to its form.
 */
export function bindAddToCart(
  host: HTMLElement,
  { signal, onCleanup }: BehaviourContext<AddToCartProps>,
): void {
  const animated = host.matches(ANIMATED_BUTTONS);
  const plan = animated ? animationPlan(getConfig().body.animation) : null;
  // The animation's code comes only to a page whose body asks for it (`wopb_anim_*` classes).
  const animate = () => {
    if (!plan) return;
    void import('./animation').then(({ animateButton }) => {
      if (!signal.aborted) onCleanup(animateButton(host, plan));
    });
  };
  if (animated && !host.matches(ADD_TO_CART_BUTTONS)) {
    animate();
    return;
  }

  const action = host.closest('.wopb-cart-action');
  onCleanup(keepPrinted([[host, ['class', 'aria-busy']]]));
  animate();
  const restoreCard = keepPrinted([
    [action, ['class']],
    [action?.querySelector('.wopb-view-cart'), ['class']],
  ]);
  // A slider card's button that gave way to its view-cart link is gone: the card stays added.
  onCleanup(() => {
    if (host.isConnected) restoreCard();
  });
  const links: HTMLAnchorElement[] = [];
  onCleanup(() => {
    for (const link of links.splice(0)) link.remove();
  });

  const render = ({ status }: AddToCartSnapshot) => {
    host.classList.toggle('loading', status === 'loading');
    if (status === 'loading') {
      host.classList.remove('added');
      host.setAttribute('aria-busy', 'true');
    } else host.removeAttribute('aria-busy');
    if (status !== 'added') return;
    const link = showAdded(host);
    if (link) links.push(link);
  };
  const state = createAddToCartState();
  onCleanup(state.subscribe(render));

  const onClick = (event: MouseEvent) => {
    const request = buttonRequest(host);
    if (request.kind === 'follow') return;
    event.preventDefault();
    if (request.kind === 'skip') return;
    if (request.kind === 'alert') {
      globalThis.alert(variationMessages.t(request.message));
      return;
    }
    state.send();
    void addToCart(request.send, {
      button: host,
      data: request.data,
      successMessage: host.dataset.success_message,
    }).then((outcome) => {
      if (!signal.aborted) state.settle(outcome.kind);
    });
  };
  host.addEventListener('click', onClick, { signal });
}
