import * as v from 'valibot';

/** How one prop is read from an element and documented. */
export interface PropSpec<T> {
  /** The data-* attribute it is read from; undefined when it is read from child markup. */
  attribute?: string;
  /** Turns the attribute's text into the value; its issue message explains a bad value. */
  schema: v.GenericSchema<string, T>;
  /** Used when the attribute is absent; a function is called per element. */
  fallback?: T | ((el: HTMLElement) => T);
  required: boolean;
  /** Normalises a value given from code (`mount(name, el, props)`), e.g. a Date or a timestamp. */
  fromCode?: (value: unknown) => T;
  /** Reads the value from the element when it comes from markup rather than one attribute. */
  read?: (el: HTMLElement) => T;
  /** Shown in Storybook's docs. */
  type: string;
  doc: string;
}

interface Options<T> {
  doc: string;
  fallback?: T | ((el: HTMLElement) => T);
  required?: boolean;
}

function spec<T>(
  attribute: string,
  schema: v.GenericSchema<string, T>,
  type: string,
  o: Options<T>,
): PropSpec<T> {
  return { attribute, schema, type, doc: o.doc, fallback: o.fallback, required: o.required ?? false };
}

const TRUE = ['', 'true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];

/** Builders for the data-* attributes islands read. Each validates with valibot. */
export const prop = {
  string(
    attribute: string,
    o: Options<string> & { pattern?: RegExp; patternText?: string },
  ): PropSpec<string> {
    const schema = o.pattern
      ? v.pipe(v.string(), v.regex(o.pattern, o.patternText ?? `must match ${o.pattern}`))
      : v.string();
    return spec(attribute, schema, 'string', o);
  },

  number(
    attribute: string,
    o: Options<number> & { min?: number; max?: number; integer?: boolean },
  ): PropSpec<number> {
    let schema: v.GenericSchema<string, number> = v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('must be a number'),
      v.transform(Number),
      v.number('must be a number'),
      v.finite('must be a number'),
    );
    if (o.integer) schema = v.pipe(schema, v.integer('must be a whole number'));
    if (o.min !== undefined) schema = v.pipe(schema, v.minValue(o.min, `must be at least ${o.min}`));
    if (o.max !== undefined) schema = v.pipe(schema, v.maxValue(o.max, `must be at most ${o.max}`));
    return spec(attribute, schema, o.integer ? 'integer' : 'number', o);
  },

  boolean(attribute: string, o: Options<boolean>): PropSpec<boolean> {
    const schema = v.pipe(
      v.string(),
      v.transform((s) => s.trim().toLowerCase()),
      v.picklist([...TRUE, ...FALSE], `must be one of true/false, yes/no, 1/0`),
      v.transform((s) => TRUE.includes(s)),
    );
    return spec(attribute, schema, 'boolean', o);
  },

  /**
   * A data-* flag as jQuery's `.data()` hands it to a block plugin's script: `1`/`true`/`yes`/`on`
   * on, `0`/`false`/`no`/`off` and empty off (the plugins print a false setting as `data-dots=""`,
   * falsy there, unlike a bare HTML boolean). Absent: `fallback`, else off.
   */
  flag(attribute: string, o: Options<boolean>): PropSpec<boolean> {
    const schema = v.pipe(
      v.string(),
      v.transform((s) => s.trim().toLowerCase()),
      v.picklist(
        ['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off', ''],
        'must be 1/0, true/false or yes/no',
      ),
      v.transform((s) => ['1', 'true', 'yes', 'on'].includes(s)),
    );
    return {
      ...spec(attribute, schema, 'boolean', { ...o, fallback: o.fallback ?? false }),
      fromCode: (value) => Boolean(value),
    };
  },

  oneOf<const T extends string>(attribute: string, values: readonly T[], o: Options<T>): PropSpec<T> {
    const schema = v.pipe(v.string(), v.picklist(values, `must be one of ${values.join(', ')}`));
    return spec(attribute, schema, values.map((x) => `'${x}'`).join(' | '), o);
  },

  /** JSON in an attribute, checked against a valibot schema. */
  json<T>(
    attribute: string,
    shape: v.GenericSchema<unknown, T>,
    o: Options<T> & { type?: string },
  ): PropSpec<T> {
    const schema = v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return JSON.parse(dataset.value) as unknown;
        } catch {
          addIssue({ message: 'is not valid JSON' });
          return NEVER;
        }
      }),
      shape,
    );
    return spec(attribute, schema, o.type ?? 'JSON', o);
  },

  /** Any other attribute format: give the schema that parses it. */
  custom<T>(
    attribute: string,
    schema: v.GenericSchema<string, T>,
    o: Options<T> & { type: string; fromCode?: (value: unknown) => T },
  ): PropSpec<T> {
    return { ...spec(attribute, schema, o.type, o), fromCode: o.fromCode };
  },

  /** A value read from the element's markup (child text, classes) rather than one attribute. */
  markup<T>(read: (el: HTMLElement) => T, o: { doc: string; type: string }): PropSpec<T> {
    return { schema: v.any() as v.GenericSchema<string, T>, read, required: false, type: o.type, doc: o.doc };
  },
};
