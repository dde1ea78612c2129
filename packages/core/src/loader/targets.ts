/** What `mount()` and `unmount()` accept: an element, a selector or a list of elements. */
export type MountTarget = Element | string | NodeListOf<Element> | Element[];

export function resolveTargets(target: MountTarget): Element[] {
  if (typeof target === 'string') return [...document.querySelectorAll(target)];
  if (target instanceof Element) return [target];
  return [...target];
}
