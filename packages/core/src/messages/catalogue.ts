import { SPEC_MESSAGES, type SpecMessageId } from './spec-messages';
import type { TR, UiMessageId } from './tr';

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

type UiCatalogue = Readonly<Record<UiMessageId, string>>;

/**
 * firsat's own interface texts, one module per locale: a page downloads its own locale's only,
 * with its first island (see `coreMessages`). SPEC.md's texts are one language and travel with core.
 */
const UI_MODULES: Record<Locale, () => Promise<UiCatalogue>> = {
  tr: () => import('./tr').then((module) => module.TR),
  en: () => import('./en').then((module) => module.EN),
};
const loadedUi: Partial<Record<Locale, UiCatalogue>> = {};
const pendingUi: Partial<Record<Locale, Promise<void>>> = {};

/** Fetches a locale's interface texts (once); `t()` answers from them once they are in. */
export function loadUiMessages(locale: Locale): Promise<void> {
  if (loadedUi[locale]) return Promise.resolve();
  let pending = pendingUi[locale];
  if (!pending) {
    pending = UI_MODULES[locale]().then(
      (catalogue) => {
        loadedUi[locale] = catalogue;
      },
      (error: unknown) => {
        delete pendingUi[locale]; // a failed download is tried again by the next island
        throw error;
      },
    );
    pendingUi[locale] = pending;
  }
  return pending;
}

/**
 * The catalogue text of a message in a locale, before server overrides and interpolation. An
 * interface text whose locale has not loaded comes from a loaded one, else is its id.
 */
export function catalogueText(id: MessageId, locale: Locale): string {
  if (Object.hasOwn(SPEC_MESSAGES, id)) return SPEC_MESSAGES[id as SpecMessageId];
  const ui = id as UiMessageId;
  return loadedUi[locale]?.[ui] ?? loadedUi.tr?.[ui] ?? loadedUi.en?.[ui] ?? id;
}

/** Tests and stories: both locales' interface texts, loaded up front as an island's start would. */
export function preloadUiMessages(): Promise<void> {
  return Promise.all([loadUiMessages('tr'), loadUiMessages('en')]).then(() => undefined);
}
