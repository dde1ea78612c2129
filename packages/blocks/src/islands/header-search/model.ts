/** SPEC §9: the search overlay fades over 500 ms (in, and out again). */
export const SEARCH_OVERLAY_FADE_MS = 500;

/** The overlay's fade. */
export const SEARCH_OVERLAY_FADE = { hidden: { opacity: 0 }, shown: { opacity: 1 } } as const;
