import { allMessages, behaviourModule } from '@firsat/core/island';
import { variationMessages } from '../../shared/variation';
import { bindVariationForm } from './behaviour';
import { messages } from './messages';
import { variationFormProps } from './props';

export default behaviourModule({
  props: variationFormProps,
  bind: bindVariationForm,
  messages: allMessages(messages, variationMessages),
});
