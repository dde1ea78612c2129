import type { AnimationPlan } from './model';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Runs the animated add-to-cart addon on a button: `wopb-animation` on it, then the plan's
 * `wopb-anim-<name>` class toggled every interval (or kept on, repeating endlessly); in hover mode
 * (`wopb-anim-onhover`) only while the pointer or the focus is on it. Nothing moves while the
 * visitor asks for reduced motion (it stops and starts again as that setting changes). Returns
 * the undo: timers stopped, the classes and style it added taken off.
 */
export function animateButton(button: HTMLElement, plan: AnimationPlan): () => void {
  const printedClasses = new Set(button.classList);
  const printedStyle = button.getAttribute('style');
  const motion = globalThis.matchMedia?.(REDUCED_MOTION);
  let timer: ReturnType<typeof setInterval> | undefined;
  let engaged = !plan.hover;

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    if (!printedClasses.has(plan.className)) button.classList.remove(plan.className);
    if (button.getAttribute('style') === printedStyle) return;
    if (printedStyle === null) button.removeAttribute('style');
    else button.setAttribute('style', printedStyle);
  };
  const update = () => {
    stop();
    if (!engaged || motion?.matches) return;
    button.classList.add(plan.className);
    if (plan.everyMs === null) button.style.animationIterationCount = 'infinite';
    else timer = setInterval(() => button.classList.toggle(plan.className), plan.everyMs);
  };

  button.classList.add('wopb-animation');
  if (plan.hover) button.classList.add('wopb-anim-onhover');
  const engage = (on: boolean) => () => {
    engaged = on || button.matches(':hover') || button.contains(document.activeElement);
    update();
  };
  const events = plan.hover
    ? ([
        ['mouseenter', engage(true)],
        ['focusin', engage(true)],
        ['mouseleave', engage(false)],
        ['focusout', engage(false)],
      ] as const)
    : [];
  for (const [type, listener] of events) button.addEventListener(type, listener);
  motion?.addEventListener?.('change', update);
  update();

  return () => {
    for (const [type, listener] of events) button.removeEventListener(type, listener);
    motion?.removeEventListener?.('change', update);
    stop();
    for (const name of ['wopb-animation', 'wopb-anim-onhover']) {
      if (!printedClasses.has(name)) button.classList.remove(name);
    }
  };
}
