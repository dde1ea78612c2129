/** An element's attributes, in order, as one comparable string. */
const attributesOf = (el: Element): string =>
  JSON.stringify([...el.attributes].map((a) => [a.name, a.value]));

/**
 * Notes an element's printed attributes, in order; the returned function puts exactly them back
 * (values and order, and none the island added) when anything differs. Core's island `keepPrinted`
 * keeps only named attributes; its `keepChildren` puts printed children back.
 */
export function keepAttributes(el: Element): () => void {
  const printed = attributesOf(el);
  return () => {
    if (attributesOf(el) === printed) return;
    for (const { name } of [...el.attributes]) el.removeAttribute(name);
    for (const [name, value] of JSON.parse(printed) as [string, string][]) el.setAttribute(name, value);
  };
}
