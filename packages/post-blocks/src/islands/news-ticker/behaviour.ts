import type { BehaviourContext } from '@firsat/core/island';
import { keepPrinted, prefersReducedMotion } from '@firsat/core/island';
import { printedWriter } from '@firsat/core/kit';
import { readTicker } from './markup';
import { messages } from './messages';
import { MARQUEE_JUMP_PX, marqueeOffset, stepItem, stepMs, type TickerState, tickerRuns } from './model';
import type { NewsTickerProps } from './props';

/**
 * A pause control for a block that prints none (WCAG 2.2.2: what moves can be stopped), the
 * plugin's own button (its CSS draws the bars, and a triangle on `.play`).
 */
function buildPause(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'ultp-news-ticker-pause pause firsat-ticker-pause';
  return button;
}

/**
 * The news ticker (customSlider.js's `UltpSlider` on `ul.ultp-news-ticker`): horizontal, vertical
 * and typewriter tickers move `active` to the next post every `data-speed` ms (2000 without it),
 * the plugin's CSS animating the change; the marquee slides the list a pixel every `data-speed`
 * ms (50) and comes back in from the far side. Previous / next step one post (the marquee jumps
 * 250 px) and restart the wait; the pause control (printed, or built when the block has none)
 * stops and starts it, named for what it does next. It pauses while a pointer is over the list
 * (`data-hover`) and while focus is on one of its links, announces posts only when not moving on
 * its own, and for reduced motion stays still until play is pressed. Unbound, it is as printed.
 */
export function bindNewsTicker(
  list: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<NewsTickerProps>,
): void {
  const m = readTicker(list);
  const write = printedWriter(signal);
  const t = messages.t;
  const marquee = props.type === 'marquee';
  const count = m.items.length;
  const state: TickerState = {
    paused: prefersReducedMotion(),
    hovered: false,
    focused: false,
    pauseOnHover: props.pauseOnHover,
    moves: marquee ? count > 0 : count > 1,
  };
  let index = 0;
  let offset = 0;

  onCleanup(keepPrinted([[list, ['style']]]));
  let pause = m.pause;
  if (!pause) {
    const built = buildPause();
    (m.controls ?? m.wrap).append(built);
    onCleanup(() => built.remove());
    pause = built;
  }
  write.attr(m.wrap, 'role', 'region');
  write.attr(m.wrap, 'aria-label', m.label ?? t('ticker'));
  for (const [control, name] of [
    [m.previous, t('previous')],
    [m.next, t('next')],
  ] as const)
    if (control && !control.getAttribute('aria-label') && !control.textContent?.trim())
      write.attr(control, 'aria-label', name);

  const render = () => {
    const runs = tickerRuns(state);
    if (marquee) {
      const x = props.direction === 'right' ? offset : -offset;
      list.style.setProperty('transform', `translateX(${x}px)`);
    } else
      m.items.forEach((item, i) => {
        write.toggleClass(item, 'active', i === index);
      });
    write.attr(pause, 'aria-label', t(state.paused ? 'play' : 'pause'));
    write.attr(pause, 'data-state', state.paused ? 'paused' : 'playing');
    // The plugin's CSS draws the pause bars on `.pause` and a play triangle on `.play`.
    write.toggleClass(pause, 'pause', !state.paused);
    write.toggleClass(pause, 'play', state.paused);
    write.attr(m.wrap, 'data-ticker-state', runs ? 'running' : 'paused');
    // Moving by itself it is not read out; a post a person moves to is.
    write.attr(list, 'aria-live', runs || marquee ? 'off' : 'polite');
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));
  const move = (delta: number) => {
    if (marquee) offset = marqueeOffset(offset, delta, list.scrollWidth, m.box.clientWidth);
    else index = stepItem(index, delta, count);
  };
  /** Shows the state and (re)starts the wait for the next step, or stops it. */
  const update = () => {
    render();
    clearTimeout(timer);
    if (!tickerRuns(state) || signal.aborted) return;
    timer = setTimeout(
      () => {
        move(1);
        update();
      },
      stepMs(props.type, props.speed),
    );
  };

  const on = (target: EventTarget | null, type: string, listener: (event: Event) => void) =>
    target?.addEventListener(type, listener, { signal });
  on(m.previous, 'click', () => {
    move(marquee ? -MARQUEE_JUMP_PX : -1);
    update();
  });
  on(m.next, 'click', () => {
    move(marquee ? MARQUEE_JUMP_PX : 1);
    update();
  });
  on(pause, 'click', () => {
    state.paused = !state.paused;
    update();
  });
  const set = (key: 'hovered' | 'focused', value: boolean) => () => {
    state[key] = value;
    update();
  };
  on(list, 'pointerenter', set('hovered', true));
  on(list, 'pointerleave', set('hovered', false));
  on(list, 'focusin', set('focused', true));
  on(list, 'focusout', (event) => {
    const to = (event as FocusEvent).relatedTarget;
    if (!(to instanceof Node && list.contains(to))) set('focused', false)();
  });
  update();
}
