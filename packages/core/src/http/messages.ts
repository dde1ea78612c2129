/**
 * The REST client error codes and texts of SPEC §8, verbatim. The i18n catalogue may translate
 * them for display; the codes never change.
 */
export const HTTP_MESSAGES = {
  /** Network failure, offline, or a timeout. */
  fetch_error: 'You are probably offline.',
  /** A body that should be JSON and is not. */
  invalid_json: 'The response is not a valid JSON response.',
  /** Any other failure: an error status without a usable `{code, message}` body. */
  unknown_error: 'An unknown error occurred.',
  /** A media upload whose server-side post-processing kept failing (for the media uploader). */
  post_process:
    'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
  /** Not a SPEC text: a call cancelled through its AbortSignal. Never shown to a person. */
  aborted: 'The request was aborted.',
} as const;

/** A code the client itself produces (REST error bodies bring their own codes besides these). */
export type HttpErrorCode = keyof typeof HTTP_MESSAGES;

/** What SPEC §8 logs to the console, with the status, when a block's ajax call fails. */
export const BLOCK_FAILURE_LOG = 'Error occured.please try again';
