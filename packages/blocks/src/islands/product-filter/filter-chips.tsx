import type { Chip } from './model';

export interface FilterChipsProps {
  chips: Chip[];
  /** "N ürün bulundu", or the loading line while a request runs ('' before the first reply) */
  status: string;
  removeLabel(chip: Chip): string;
  onRemove(chip: Chip, index: number): void;
}

/**
 * The active filters as the plugin's chips (`span.wopb-filter-active-item[data-slug][data-value]`
 * with `.wopb-filter-remove-icon`), each remove a real button named after its filter, and the
 * result count beside them. Rendered by the filter behaviour into the printed `.wopb-active-items`.
 */
export function FilterChips({ chips, status, removeLabel, onRemove }: FilterChipsProps) {
  return (
    <>
      {chips.map((chip, index) => (
        <span
          key={`${chip.slug}:${chip.taxonomy ?? ''}:${chip.value}`}
          className="wopb-filter-active-item"
          data-slug={chip.slug}
          data-value={chip.value}
        >
          <span className="wopb-filter-active-item-label">{chip.label}</span>
          <button
            type="button"
            className="dashicons dashicons-no-alt wopb-filter-remove-icon"
            aria-label={removeLabel(chip)}
            onClick={() => onRemove(chip, index)}
          />
        </span>
      ))}
      {status !== '' && <span className="wopb-filter-result-count">{status}</span>}
    </>
  );
}
