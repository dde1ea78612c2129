import type { BehaviourContext } from '@firsat/core/island';
import { asButton, documentTop, printedWriter, scrollWindowTo, writeAddress } from '@firsat/core/kit';
import { onScrolledPast, onScrollFrame } from '../../shared/scrolled-past';
import { readToc } from './markup';
import { messages } from './messages';
import { currentSection, scrollTargetFor, TOC_SCROLL } from './model';
import type { TableOfContentsProps } from './props';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
let ids = 0;

/**
 * The table of contents (ultp.js's "Table of Contents"): a named navigation; each link scrolls
 * smoothly (500 ms, at once for reduced motion) to its heading 50 px below the top, puts focus
 * there and the heading's anchor in the address; the section being read is marked
 * `aria-current="location"`; the collapse links are buttons (`aria-expanded`, `aria-controls`)
 * that show or hide the list as the plugin does and hand focus to their counterpart, which the
 * plugin's CSS shows in their place; past 1000 px of scroll the block gets `ultp-toc-scroll`.
 * Unbound, it is as printed.
 */
export function bindTableOfContents(
  el: HTMLElement,
  { props, signal, onCleanup }: BehaviourContext<TableOfContentsProps>,
): void {
  const m = readToc(el, props.links);
  const write = printedWriter(signal);
  const t = messages.t;
  write.attr(el, 'role', 'navigation');
  write.attr(el, 'aria-label', m.heading?.textContent?.trim() || t('contents'));

  let stopScroll = () => {};
  onCleanup(() => stopScroll());
  for (const { link, target } of m.entries) {
    if (!target) continue;
    link.addEventListener(
      'click',
      (event) => {
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        stopScroll();
        stopScroll = scrollWindowTo(scrollTargetFor(documentTop(target)), TOC_SCROLL.durationMs);
        if (!target.matches(FOCUSABLE)) write.attr(target, 'tabindex', '-1');
        target.focus({ preventScroll: true });
        writeAddress(`${window.location.pathname}${window.location.search}#${target.id}`, 'replace');
      },
      { signal },
    );
  }

  bindCollapse(m, write, signal);

  const mark = () => {
    const current = currentSection(
      m.entries.map(({ target }) => target?.getBoundingClientRect().top ?? null),
    );
    m.entries.forEach(({ link }, index) => {
      write.attr(link, 'aria-current', index === current ? 'location' : null);
    });
  };
  mark();
  onScrollFrame(mark, signal);
  onScrolledPast((past) => write.toggleClass(el, 'ultp-toc-scroll', past), signal);
}

/** The collapse links as buttons: `[Gizle]` hides the list, `[Göster]` shows it, focus passing between them. */
function bindCollapse(
  { toggle, open, hide, body }: ReturnType<typeof readToc>,
  write: ReturnType<typeof printedWriter>,
  signal: AbortSignal,
): void {
  if (!toggle || !body) return;
  const t = messages.t;
  if (!body.id) write.attr(body, 'id', `firsat-toc-${++ids}`);
  let collapsed = toggle.classList.contains('ultp-toggle-collapsed');
  const render = () => {
    write.toggleClass(toggle, 'ultp-toggle-collapsed', collapsed);
    write.attr(body, 'style', collapsed ? 'display:none;' : 'display:block;');
    for (const control of [open, hide]) write.attr(control, 'aria-expanded', String(!collapsed));
  };
  for (const [control, hides] of [
    [open, false],
    [hide, true],
  ] as const) {
    if (!control) continue;
    asButton(control, control.textContent?.trim() ? null : t(hides ? 'hide' : 'show'), signal);
    write.attr(control, 'aria-controls', body.id);
    control.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        collapsed = hides;
        render();
        // The plugin's CSS now hides this control and shows the other one.
        (hides ? open : hide)?.focus();
      },
      { signal },
    );
  }
  render();
}
