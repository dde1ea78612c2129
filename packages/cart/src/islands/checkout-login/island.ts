import { islandModule } from '@firsat/core/island';
import { CheckoutLogin } from './checkout-login';
import { checkoutLoginProps } from './props';

export default islandModule({ props: checkoutLoginProps, View: CheckoutLogin, mode: 'enhance' });
