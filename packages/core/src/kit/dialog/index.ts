export { type AskAnswer, type AskOptions, alert, ask, confirm } from './ask';
export {
  CLOSE_EXTRA_MS,
  type DialogCloseReason,
  type DialogHandle,
  type DialogOptions,
  dialog,
  OVERLAY_FADE_IN_MS,
  OVERLAY_FADE_OUT_MS,
} from './dialog';
