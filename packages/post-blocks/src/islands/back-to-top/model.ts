/** The back-to-top link's constants (post-blocks.md §8, SPEC §9), pure. */
import { SCROLLED_PAST_PX } from '../../shared/scrolled-past';

/** SPEC §9: it shows after 1000 px of scroll; jQuery's "slow" is 600 ms. */
export const BACK_TO_TOP = { showAfterPx: SCROLLED_PAST_PX, durationMs: 600 } as const;
