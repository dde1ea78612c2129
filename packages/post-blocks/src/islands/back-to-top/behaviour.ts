import type { BehaviourContext } from '@firsat/core/island';
import { printedWriter, scrollWindowTo } from '@firsat/core/kit';
import { onScrolledPast } from '../../shared/scrolled-past';
import { messages } from './messages';
import { BACK_TO_TOP } from './model';
import type { BackToTopProps } from './props';

/**
 * ultp.js's back to top: `tocshow` (the plugin's CSS fades it in, and out of reach when hidden)
 * only past 1000 px of scroll; a press scrolls the page to the top over 600 ms (at once for
 * reduced motion) and puts focus on the page, so that Tab starts again from the top. Named
 * when it prints only an icon. Unbound, it is as printed (shown, a link to `#`).
 */
export function bindBackToTop(
  el: HTMLElement,
  { signal, onCleanup }: BehaviourContext<BackToTopProps>,
): void {
  const write = printedWriter(signal);
  if (!el.textContent?.trim() && !el.getAttribute('aria-label'))
    write.attr(el, 'aria-label', messages.t('backToTop'));
  onScrolledPast((past) => write.toggleClass(el, 'tocshow', past), signal, BACK_TO_TOP.showAfterPx);
  let stop = () => {};
  onCleanup(() => stop());
  el.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      stop();
      stop = scrollWindowTo(0, BACK_TO_TOP.durationMs);
      write.attr(document.body, 'tabindex', '-1');
      document.body.focus({ preventScroll: true });
    },
    { signal },
  );
}
