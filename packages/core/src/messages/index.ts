export {
  catalogueText,
  type Locale,
  loadUiMessages,
  type MessageId,
  type MessageText,
  type MessageVars,
  type Placeholders,
  preloadUiMessages,
} from './catalogue';
export { SPEC_MESSAGES, type SpecMessageId } from './spec-messages';
// The catalogues themselves (tr.ts, en.ts) are never imported statically: `loadUiMessages` fetches one.
export type { UiMessageId } from './tr';
