/**
 * The server's markup, put back exactly when a behaviour fails or unbinds (issue 10): what an
 * island changes it notes first, and the returned function restores it byte for byte.
 */

/**
 * Notes the printed value (or absence) of each attribute in `names`; the returned function puts
 * exactly that back. Exact as long as the island only sets or edits these attributes (a set
 * attribute keeps its place; one that was absent is removed again), which is all these islands do.
 */
export function keepAttributes(el: Element, names: readonly string[]): () => void {
  const printed = names.map((name) => [name, el.getAttribute(name)] as const);
  return () => {
    for (const [name, value] of printed) {
      if (value === null) el.removeAttribute(name);
      else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    }
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
