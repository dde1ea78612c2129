/**
 * The front-end forms' own interface texts in English (steps, drafts, limits, the shop address
 * check). They lived in core's catalogue, which every shop page downloads, while no shop page used
 * them; they wait here for the forms' islands, which take them into their `defineMessages`.
 */
export const FORMS_EN = {
  stepProgress: '{percent}% complete',
  stepOf: 'Step {current} of {total}',
  previousStep: 'Previous step',
  nextStep: 'Next step',
  draftSaved: 'Draft saved',
  shopUrlAvailable: 'This shop address is available',
  shopUrlUnavailable: 'This shop address is not available',
  fileTypeNotAllowed: 'This file type is not allowed',
  wordLimitMin: 'Please write at least {n} words',
  wordLimitMax: 'You can write at most {n} words',
  charLimitMin: 'Please write at least {n} characters',
  charLimitMax: 'You can write at most {n} characters',
};
