import type { BehaviourContext, ColourMode } from '@firsat/core/island';
import { getConfig, keepPrinted, prefersReducedMotion } from '@firsat/core/island';
import { asButton } from '@firsat/core/kit';
import { announce } from '@firsat/core/live-region';
import { $colourMode, setColourMode } from '@firsat/core/stores';
import { messages } from './messages';
import { iconSlide, modeAfter, switchDelay } from './model';
import { notePrintedLogos, switchPage } from './page-mode';
import type { DarkModeToggleProps } from './props';

/**
 * The dark/light toggle (post-blocks.md §5), as a behaviour on the printed halves. Each half's
 * `.ultp-dl-con` becomes a keyboard button named for what it does ("Koyu moda geç"). A press on
 * the shown half slides its icon (layouts 5, 6, 7: 400 ms, 500 ms for layout 7; at once with
 * reduced motion), then switches the page once — image blocks, logo, preset colours — and sets
 * core's colour-mode store, which writes the cookie `ultplocalDLMode` for 60 days (path `/`,
 * which the plugin forgot) and flips the halves of every toggle on the page. The focus moves to
 * the half now shown, and the new mode is announced. Unbound, the halves are as printed.
 */
export function bindDarkModeToggle(
  el: HTMLElement,
  { props: { halves, layout, iconSize, reverse }, signal, onCleanup }: BehaviourContext<DarkModeToggleProps>,
): void {
  const { light, dark, lightControl, darkControl } = halves;
  const doc = el.ownerDocument;
  onCleanup(
    keepPrinted([
      [light, ['class']],
      [dark, ['class']],
    ]),
  );
  asButton(lightControl, messages.t('switchToDark'), signal);
  asButton(darkControl, messages.t('switchToLight'), signal);
  notePrintedLogos(doc);

  // The halves follow the store: the cookie the server read, then every switch on the page.
  const show = (mode: ColourMode) => {
    light.classList.toggle('inactive', mode !== 'ultplight');
    dark.classList.toggle('inactive', mode === 'ultplight');
  };
  onCleanup($colourMode.subscribe(show));

  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));

  const press = (lightHalf: boolean) => {
    if (timer !== undefined) return;
    const control = lightHalf ? lightControl : darkControl;
    const mode = modeAfter(lightHalf);
    const delay = switchDelay(layout, prefersReducedMotion());
    const icon = control.querySelector<HTMLElement>('.ultp-dl-svg-con');
    const text = control.querySelector<HTMLElement>('.ultp-dl-text');
    const slide = delay ? iconSlide(layout, lightHalf, iconSize, reverse, text?.offsetWidth ?? 0) : null;
    const sliding = [icon, text].filter((x): x is HTMLElement => !!x);
    const unslide = keepPrinted(sliding.map((x) => [x, ['style']] as [Element, string[]]));
    if (slide) {
      const transition = `transform ${delay / 1000}s ease`;
      if (icon) Object.assign(icon.style, { transform: slide.icon, transition });
      if (text && slide.text) Object.assign(text.style, { transform: slide.text, transition });
    }
    timer = setTimeout(() => {
      timer = undefined;
      unslide();
      const hadFocus = control.contains(doc.activeElement);
      switchPage(doc, mode, getConfig().postBlocks.darkLogo);
      setColourMode(mode);
      if (hadFocus) (lightHalf ? darkControl : lightControl).focus();
      announce(messages.t(mode === 'ultpdark' ? 'darkModeOn' : 'lightModeOn'));
    }, delay);
  };
  lightControl.addEventListener('click', () => press(true), { signal });
  darkControl.addEventListener('click', () => press(false), { signal });
}
