/**
 * An element's printed children, given back on cleanup only while the element still holds what
 * the island last put in it: the items of a grid are shared by its controls (the filter bar puts
 * a new pagination control in, whose predecessor unmounts after the items changed), so no
 * control may put back items another control wrote since.
 */
export function keepOwnChildren(el: Element | null): { wrote(): void; restore(): void } {
  const printed = el ? [...el.childNodes] : [];
  let ours: Node[] | null = null;
  return {
    wrote() {
      ours = el ? [...el.childNodes] : null;
    },
    restore() {
      if (!el || !ours) return;
      const now = [...el.childNodes];
      if (now.length === ours.length && now.every((node, i) => node === ours?.[i]))
        el.replaceChildren(...printed);
      ours = null;
    },
  };
}
