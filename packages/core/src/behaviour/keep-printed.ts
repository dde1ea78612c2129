/**
 * The server's markup, put back exactly: an island that fails or unmounts leaves the HTML byte
 * for byte as it was printed (issue 10). Setting a property back is not enough — `style.display`
 * restored rewrites `display:none;` as `display: none;`, a class removed again leaves `class=""`,
 * an attribute removed and re-added moves to the end — so these keep the attribute text itself.
 */
/** Elements (absent ones are skipped) and the attributes of each the island may change. */
export type PrintedAttributes = readonly (readonly [Element | null | undefined, readonly string[]])[];

/** Puts the printed attributes of one element back, and their printed order. */
function restoreOne(el: Element, printed: readonly (readonly [string, string])[], names: readonly string[]) {
  const kept = new Set(names);
  const wanted: [string, string][] = [];
  for (const [name, value] of printed) {
    const now = el.getAttribute(name);
    if (kept.has(name)) wanted.push([name, value]);
    else if (now !== null) wanted.push([name, now]);
  }
  const seen = new Set(wanted.map(([name]) => name));
  for (const name of el.getAttributeNames())
    if (!seen.has(name) && !kept.has(name)) wanted.push([name, el.getAttribute(name) as string]);
  const current = el.getAttributeNames().map((name) => [name, el.getAttribute(name)] as const);
  const same =
    current.length === wanted.length &&
    current.every(([name, value], i) => wanted[i]?.[0] === name && wanted[i]?.[1] === value);
  if (same) return;
  for (const [name] of current) el.removeAttribute(name);
  for (const [name, value] of wanted) el.setAttribute(name, value);
}

/**
 * Notes what the server printed for `names` on each element now; the returned function puts
 * exactly that back (values, absence and order), leaving every other attribute as it is then.
 */
export function keepPrinted(entries: PrintedAttributes): () => void {
  const notes = entries.flatMap(([el, names]) =>
    el
      ? [
          {
            el,
            names,
            printed: el.getAttributeNames().map((n) => [n, el.getAttribute(n) as string] as const),
          },
        ]
      : [],
  );
  return () => {
    for (const { el, names, printed } of notes) restoreOne(el, printed, names);
  };
}

/** Notes the element's printed children (the nodes themselves); the returned function puts them back. */
export function keepChildren(el: Element): () => void {
  const printed = [...el.childNodes];
  return () => {
    const same =
      el.childNodes.length === printed.length && printed.every((node, i) => el.childNodes[i] === node);
    if (!same) el.replaceChildren(...printed);
  };
}
