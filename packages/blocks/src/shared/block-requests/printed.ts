/**
 * Notes an element's printed attributes, in order; the returned function puts exactly them back
 * (values and order) when anything differs.
 */
export function keepPrinted(el: Element): () => void {
  const printed = [...el.attributes].map((a) => [a.name, a.value] as const);
  return () => {
    const now = [...el.attributes].map((a) => [a.name, a.value] as const);
    if (
      now.length === printed.length &&
      now.every(([n, v], i) => printed[i]?.[0] === n && printed[i]?.[1] === v)
    )
      return;
    for (const [name] of now) el.removeAttribute(name);
    for (const [name, value] of printed) el.setAttribute(name, value);
  };
}

/** Notes an element's printed children (the nodes); the returned function puts them back. */
export function keepChildNodes(el: Element): () => void {
  const printed = [...el.childNodes];
  return () => {
    const same =
      el.childNodes.length === printed.length && printed.every((node, i) => el.childNodes[i] === node);
    if (!same) el.replaceChildren(...printed);
  };
}
