/** How a header panel comes in (and, reversed, goes out): a part of it, from `hidden` to `shown`. */
export interface PanelMotion {
  target: HTMLElement;
  hidden: Keyframe;
  shown: Keyframe;
  ms: number;
}

/** Plays each motion in (`entering`) or out; the way out holds its last frame until `hidden` is set. */
export function playMotions(motions: readonly PanelMotion[], entering: boolean): Animation[] {
  return motions.flatMap(({ target, hidden, shown, ms }) => {
    if (ms <= 0 || typeof target.animate !== 'function') return [];
    const frames = entering ? [hidden, shown] : [shown, hidden];
    const animation = target.animate(frames, {
      duration: ms,
      easing: 'ease-out',
      fill: entering ? 'none' : 'forwards',
    });
    // Cancelled when the panel opens again or unbinds: that is no failure.
    animation.finished?.catch(() => {});
    return [animation];
  });
}

/** The longest motion: how long the dialog waits before it hides the panel. */
export const motionLength = (motions: readonly PanelMotion[]): number =>
  Math.max(0, ...motions.map((m) => m.ms));
