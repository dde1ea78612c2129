import type { Db } from '../db';
import type { FormFields } from '../http';

export interface ProductAttribute {
  /** 'pa_renk' or a custom attribute's label ('Malzeme') */
  name: string;
  /** the form field / variation key: 'attribute_pa_renk', 'attribute_malzeme' */
  key: string;
  label: string;
  isTaxonomy: boolean;
  visible: boolean;
  forVariations: boolean;
  /** value and label of each option, in display order */
  options: { value: string; label: string }[];
}

interface AttributeRow {
  name: string;
  is_taxonomy: number;
  visible: number;
  used_for_variations: number;
  options: string;
}

/** Custom attribute names as WooCommerce sanitizes them for keys ('Malzeme' → 'malzeme'). */
export const attributeSlug = (name: string): string =>
  name.startsWith('pa_') ? name : name.toLocaleLowerCase('tr').replace(/\s+/g, '-');

/** A product's attributes with their labels and options (taxonomy terms in term order). */
export function productAttributes(db: Db, productId: number): ProductAttribute[] {
  const rows = db
    .prepare('SELECT * FROM product_attributes WHERE product_id = ? ORDER BY position')
    .all(productId) as AttributeRow[];
  return rows.map((row) => {
    const values = JSON.parse(row.options) as string[];
    let label = row.name;
    let options = values.map((value) => ({ value, label: value }));
    if (row.is_taxonomy === 1) {
      const taxonomy = db
        .prepare('SELECT label FROM attribute_taxonomies WHERE name = ?')
        .get(row.name.slice(3)) as { label: string } | undefined;
      label = taxonomy?.label ?? row.name;
      const terms = db
        .prepare('SELECT slug, name FROM terms WHERE taxonomy = ? ORDER BY menu_order, name')
        .all(row.name) as { slug: string; name: string }[];
      options = terms.filter((t) => values.includes(t.slug)).map((t) => ({ value: t.slug, label: t.name }));
    }
    return {
      name: row.name,
      key: `attribute_${attributeSlug(row.name)}`,
      label,
      isTaxonomy: row.is_taxonomy === 1,
      visible: row.visible === 1,
      forVariations: row.used_for_variations === 1,
      options,
    };
  });
}

/** The `attribute_*` text fields of a posted form or group: the values a visitor chose. */
export function chosenAttributes(fields: FormFields): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith('attribute_') && typeof value === 'string') chosen[name] = value;
  }
  return chosen;
}
