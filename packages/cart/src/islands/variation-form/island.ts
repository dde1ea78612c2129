import { islandModule } from '@firsat/core/island';
import { variationFormProps } from './props';
import { VariationForm } from './variation-form';

export default islandModule({ props: variationFormProps, View: VariationForm, mode: 'enhance' });
