/**
 * firsat's own partial-choice answer (`/?wc-ajax=firsat_variation_options`): for a product whose
 * variations are not preloaded, the values of each attribute that some in-stock, purchasable
 * variation still reaches given the other choices. The classic form can't know this and lets
 * shoppers pick combinations that don't exist; with it, those options are disabled beforehand.
 */
import type { OptionAvailability } from './variation-match';

/** `attribute_<name>` → the values still reachable and in stock. */
export type RemoteOptions = Readonly<Record<string, readonly string[]>>;

/**
 * Reads the endpoint's answer `{ attributes: { attribute_x: ['a', 'b'] } }`. Anything else — a
 * server without the endpoint (`-1`, `0`, an empty body, an HTML page), a malformed map — is
 * `null`: the form then behaves as the classic one.
 */
export function parseRemoteOptions(body: unknown): RemoteOptions | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const attributes = (body as { attributes?: unknown }).attributes;
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) return null;
  const out: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(attributes)) {
    if (!name.startsWith('attribute_') || !Array.isArray(values)) return null;
    if (!values.every((value) => typeof value === 'string')) return null;
    out[name] = values as string[];
  }
  return out;
}

/**
 * Narrows an attribute's options by the server's answer: a value the answer leaves out is
 * disabled (and marked unreachable). An attribute the answer does not name is left as it is.
 */
export function restrictOptions(
  options: readonly OptionAvailability[],
  allowed: readonly string[] | undefined,
): OptionAvailability[] {
  if (!allowed) return [...options];
  return options.map((option) =>
    allowed.includes(option.value)
      ? option
      : { ...option, reachable: false, disabled: true, unavailable: false },
  );
}
