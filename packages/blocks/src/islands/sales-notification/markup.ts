/** The plugin's classes on each popup of the reply (product-blocks.md §8). */
export const POPUP = '.wopb-notification';
export const ANIMATION_CLASS = 'wopb-animation-notification';
export const ACTIVE_CLASS = 'active';

/** The parts of a popup that say something, in order (the rest is the image and the controls). */
const SPOKEN_PARTS = '.wopb-notification-name, .wopb-notification-product, .wopb-notification-time';
const words = (node: Node): string => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The popup's own words, for the live region: "Zeynep satın aldı Pamuklu Basic Tişört 5 dakika önce". */
export function spokenText(popup: HTMLElement): string {
  const parts = [...popup.querySelectorAll(SPOKEN_PARTS)].map(words).filter(Boolean);
  return parts.length ? parts.join(' ') : words(popup);
}
