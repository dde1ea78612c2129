import type { Chip } from './model';

export interface ChipsRender {
  chips: Chip[];
  /** "N ürün bulundu", or the loading line while a request runs ('' before the first reply) */
  status: string;
  removeLabel(chip: Chip): string;
}

const keyOf = (chip: Chip) => `${chip.slug}:${chip.taxonomy ?? ''}:${chip.value}`;

/**
 * The active filters as the plugin's chips (`span.wopb-filter-active-item[data-slug][data-value]`
 * with `.wopb-filter-remove-icon`, as its script builds them), each remove a real button named
 * after its filter, and the result count after them, written into the printed
 * `.wopb-active-items`. Keyed: a chip that stays keeps its element (and its focus). Plain DOM,
 * not a React view: React would add 68 KB (gzip) to the page's full visit for a row of spans,
 * past the classic page's figure (docs: packages/blocks/README.md, product-filter).
 */
export function renderChips(container: HTMLElement, { chips, status, removeLabel }: ChipsRender): void {
  const doc = container.ownerDocument;
  const existing = new Map<string, HTMLElement>();
  for (const el of container.querySelectorAll<HTMLElement>(':scope > .wopb-filter-active-item'))
    existing.set(el.dataset.key ?? '', el);
  const nodes: HTMLElement[] = chips.map((chip) => {
    const key = keyOf(chip);
    let el = existing.get(key);
    existing.delete(key);
    if (!el) {
      el = doc.createElement('span');
      el.className = 'wopb-filter-active-item';
      el.dataset.key = key;
      el.setAttribute('data-slug', chip.slug);
      el.setAttribute('data-value', chip.value);
      const label = doc.createElement('span');
      label.className = 'wopb-filter-active-item-label';
      const remove = doc.createElement('button');
      remove.type = 'button';
      remove.className = 'dashicons dashicons-no-alt wopb-filter-remove-icon';
      el.append(label, remove);
    }
    const [label, remove] = [el.firstElementChild, el.lastElementChild] as [HTMLElement, HTMLElement];
    if (label.textContent !== chip.label) label.textContent = chip.label;
    const name = removeLabel(chip);
    if (remove.getAttribute('aria-label') !== name) remove.setAttribute('aria-label', name);
    return el;
  });
  let count = container.querySelector<HTMLElement>(':scope > .wopb-filter-result-count');
  if (status !== '') {
    if (!count) {
      count = doc.createElement('span');
      count.className = 'wopb-filter-result-count';
    }
    if (count.textContent !== status) count.textContent = status;
    nodes.push(count);
  }
  for (const gone of existing.values()) gone.remove();
  if (status === '') count?.remove();
  // in order, moving only what is out of place (a focused button stays focused)
  nodes.forEach((node, i) => {
    if (container.children[i] !== node) container.insertBefore(node, container.children[i] ?? null);
  });
}

/** The chip a remove button belongs to, by its key among the rendered ones. */
export const chipKey = keyOf;
