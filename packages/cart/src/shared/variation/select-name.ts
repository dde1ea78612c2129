/**
 * The `attribute_*` name of one of a variation form's selects: `data-attribute_name`, else its
 * `name`. The form reads the choice under it and the swatch rows name their select by it.
 */
export function attributeNameOf(select: HTMLSelectElement): string {
  return select.dataset.attribute_name || select.name;
}
