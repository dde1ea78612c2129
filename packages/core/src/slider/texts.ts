/** The texts a slider shows, each island's own (its `messages.t`): names of the carousel, slides and controls. */
export type CarouselTextKey =
  | 'carousel'
  | 'carouselRole'
  | 'slideRole'
  | 'slideLabel'
  | 'previous'
  | 'next'
  | 'goToSlide'
  | 'pause'
  | 'play';

/** An island's `messages.t`, as the slider calls it (`slideLabel` takes `n` and `count`, `goToSlide` `n`). */
export type CarouselText = (key: CarouselTextKey, values?: Record<string, string | number>) => string;

/** What the slider reads from the printed block (each island's `markup.ts` finds it). */
export interface CarouselMarkup {
  /** The printed items, in order: the slides. */
  slides: HTMLElement[];
  /** The block's heading, the carousel's name (empty when not printed). */
  heading: string | undefined;
  /** The block's own arrows (in its hidden nav), whose icons the buttons copy. */
  previousIcon: Element | null | undefined;
  nextIcon: Element | null | undefined;
  /** A right-to-left page: keys and keen-slider go the other way. */
  rtl: boolean;
  /** What the element holds besides its slides (a hidden span other islands read): kept after the slider. */
  kept?: readonly Element[];
}
