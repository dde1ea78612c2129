/**
 * A ref that fills an element React renders empty with copies of server nodes (an icon, a chart
 * table), so the page's own markup is shown as printed without turning it into an HTML string.
 */
export function adoptNodes(nodes: readonly Node[]) {
  return (el: HTMLElement | null): void => {
    if (el) el.replaceChildren(...nodes.map((n) => n.cloneNode(true)));
  };
}
