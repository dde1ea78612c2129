import { EN } from './en';
import { SPEC_MESSAGES, type SpecMessageId } from './spec-messages';
import { TR, type UiMessageId } from './tr';

/** Every message id `t()` accepts: SPEC.md's texts and firsat's own. */
export type MessageId = SpecMessageId | UiMessageId;

/** The locales firsat ships catalogues for. */
export type Locale = 'tr' | 'en';

/** The text a message id stands for, as a literal type (the Turkish one for firsat's own texts). */
export type MessageText<I extends MessageId> = I extends SpecMessageId
  ? (typeof SPEC_MESSAGES)[I]
  : I extends UiMessageId
    ? (typeof TR)[I]
    : never;

/** The `{name}` placeholders of a text, as a union of names. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a message needs, one per placeholder. */
export type MessageVars<I extends MessageId> = Record<Placeholders<MessageText<I>>, string | number>;

// The two catalogues must never share an id: a shared id would hide one of the texts.
type Shared = SpecMessageId & UiMessageId;
const noSharedIds: [Shared] extends [never] ? true : Shared = true;
void noSharedIds;

const UI: Record<Locale, Record<UiMessageId, string>> = { tr: TR, en: EN };

/** The catalogue text of a message in a locale, before server overrides and interpolation. */
export function catalogueText(id: MessageId, locale: Locale): string {
  if (Object.hasOwn(SPEC_MESSAGES, id)) return SPEC_MESSAGES[id as SpecMessageId];
  return UI[locale][id as UiMessageId] ?? TR[id as UiMessageId] ?? id;
}
