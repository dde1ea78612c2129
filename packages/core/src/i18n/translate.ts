import { getConfig } from '../config/index';
import {
  catalogueText,
  type MessageId,
  type MessageText,
  type MessageVars,
  type Placeholders,
} from '../messages/index';
import { interpolate } from './interpolate';

/** The variables argument of `t()`: required exactly when the message has placeholders. */
export type TranslateArgs<I extends MessageId> = [Placeholders<MessageText<I>>] extends [never]
  ? []
  : [vars: MessageVars<I>];

/**
 * The text of a message in the page locale, with `{name}` placeholders filled in. A text the
 * server printed for the same id (e.g. `wc_add_to_cart_params.i18n_view_cart` → `viewCart`) wins
 * over the catalogue.
 *
 * @example t('fieldRequired', { label: 'E-posta' }) // 'E-posta gereklidir'
 */
export function t<I extends MessageId>(id: I, ...args: TranslateArgs<I>): string {
  const config = getConfig();
  const server = config.messages[id];
  const text = typeof server === 'string' && server !== '' ? server : catalogueText(id, config.locale);
  return interpolate(text, args[0]);
}
