import type { Db } from '../db';

/** product-blocks' swatch type of a global attribute (`attribute_taxonomies.type`). */
export type SwatchType = 'color' | 'label' | 'image';

interface SwatchProducts {
  single: number[];
  loop: number[];
}

/** Which variable products print swatches on their page and a switcher on their cards (migration 008). */
export function swatchProducts(db: Db): SwatchProducts {
  const row = db.prepare("SELECT value FROM options WHERE name = 'wopb_variation_swatches_products'").get() as
    | { value: string }
    | undefined;
  try {
    const parsed = JSON.parse(row?.value ?? '') as Partial<SwatchProducts>;
    return { single: parsed.single ?? [], loop: parsed.loop ?? [] };
  } catch {
    return { single: [], loop: [] };
  }
}

/** The swatch type of an attribute: colour and button taxonomies; custom attributes show labels. */
export function swatchType(db: Db, attributeName: string): SwatchType {
  if (!attributeName.startsWith('pa_')) return 'label';
  const row = db
    .prepare('SELECT type FROM attribute_taxonomies WHERE name = ?')
    .get(attributeName.slice(3)) as { type: string } | undefined;
  if (row?.type === 'color') return 'color';
  if (row?.type === 'image') return 'image';
  return 'label';
}

/** The `color` term meta of a taxonomy's terms, by slug. */
export function termColours(db: Db, taxonomy: string): Map<string, string> {
  const rows = db
    .prepare(
      "SELECT t.slug, m.value FROM terms t JOIN term_meta m ON m.term_id = t.id AND m.key = 'color' WHERE t.taxonomy = ?",
    )
    .all(taxonomy) as { slug: string; value: string }[];
  return new Map(rows.map((row) => [row.slug, row.value]));
}
