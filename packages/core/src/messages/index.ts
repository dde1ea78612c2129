export {
  catalogueText,
  type Locale,
  type MessageId,
  type MessageText,
  type MessageVars,
  type Placeholders,
} from './catalogue';
export { EN } from './en';
export { SPEC_MESSAGES, type SpecMessageId } from './spec-messages';
export { TR, type UiMessageId } from './tr';
