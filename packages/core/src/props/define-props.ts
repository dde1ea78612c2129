import * as v from 'valibot';
import { IslandError, type PropsParser } from '../island/index';
import type { PropSpec } from './prop';

type Specs = Record<string, PropSpec<unknown>>;
type PropsOf<S extends Specs> = { [K in keyof S]: S[K] extends PropSpec<infer T> ? T : never };

/** One row of an island's generated attribute docs. */
export interface PropDoc {
  name: string;
  attribute: string | null;
  type: string;
  required: boolean;
  fallback: string | null;
  doc: string;
}

export interface PropsSchema<P> extends PropsParser<P> {
  island: string;
  describe(): PropDoc[];
}

function readOne(island: string, el: HTMLElement, spec: PropSpec<unknown>): unknown {
  if (spec.read) return spec.read(el);
  const attribute = spec.attribute as string;
  const raw = el.getAttribute(attribute);
  if (raw === null) {
    if (spec.required) throw new IslandError(island, attribute, null, 'is required');
    return typeof spec.fallback === 'function'
      ? (spec.fallback as (el: HTMLElement) => unknown)(el)
      : spec.fallback;
  }
  const result = v.safeParse(spec.schema, raw);
  if (!result.success)
    throw new IslandError(island, attribute, raw, result.issues[0]?.message ?? 'is not valid');
  return result.output;
}

/**
 * An island's data-* schema: reads every prop from the element, applies SPEC defaults, and throws
 * one `IslandError` naming the attribute and the value when something is wrong. Values given from
 * code win over attributes and are not read from the element at all.
 */
export function defineProps<S extends Specs>(island: string, specs: S): PropsSchema<PropsOf<S>> {
  return {
    island,
    parse(el, overrides) {
      const props: Record<string, unknown> = {};
      for (const [name, spec] of Object.entries(specs)) {
        if (overrides && name in overrides) {
          const given = (overrides as Record<string, unknown>)[name];
          props[name] = spec.fromCode ? spec.fromCode(given) : given;
        } else {
          props[name] = readOne(island, el, spec);
        }
      }
      return props as PropsOf<S>;
    },
    describe() {
      return Object.entries(specs).map(([name, spec]) => ({
        name,
        attribute: spec.attribute ?? null,
        type: spec.type,
        required: spec.required,
        fallback:
          spec.fallback === undefined || typeof spec.fallback === 'function'
            ? null
            : JSON.stringify(spec.fallback),
        doc: spec.doc,
      }));
    },
  };
}
