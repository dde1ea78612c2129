import { behaviourModule, IslandError } from '@firsat/core/island';
import { bindCheckoutForm } from './bind-checkout-form';
import { messages } from './messages';
import { checkoutFormProps } from './props';

export default behaviourModule({
  props: checkoutFormProps,
  messages,
  bind(el, { props, signal }) {
    if (!(el instanceof HTMLFormElement))
      throw new IslandError('checkout-form', 'element', el.tagName, 'must be the checkout <form>');
    bindCheckoutForm(el, props, signal);
  },
});
