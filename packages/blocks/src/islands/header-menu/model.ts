/** The off-canvas panel's slide in and out, ms (the theme's; SPEC gives the menu none). */
export const OFF_CANVAS_SLIDE_MS = 300;

/** The panel slides in from the start side; its backdrop fades in with it. */
export const OFF_CANVAS_SLIDE = {
  box: { hidden: { transform: 'translateX(-100%)' }, shown: { transform: 'translateX(0)' } },
  backdrop: { hidden: { opacity: 0 }, shown: { opacity: 1 } },
} as const;
