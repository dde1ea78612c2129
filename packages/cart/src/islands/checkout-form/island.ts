import { islandModule } from '@firsat/core/island';
import { CheckoutForm } from './checkout-form';
import { checkoutFormProps } from './props';

export default islandModule({ props: checkoutFormProps, View: CheckoutForm, mode: 'enhance' });
