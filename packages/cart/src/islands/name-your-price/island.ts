import { islandModule } from '@firsat/core/island';
import { NameYourPrice } from './name-your-price';
import { namePriceProps } from './props';

export default islandModule({ props: namePriceProps, View: NameYourPrice, mode: 'enhance' });
