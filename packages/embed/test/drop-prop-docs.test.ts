import { blank, documentationHelpers, documentationSpans } from '../drop-prop-docs.mjs';

/** The module after the plugin, evaluated: what its object literal holds. */
const evaluate = (code: string) => {
  const out = blank(code, documentationSpans(code, 'props.ts'));
  expect(out.length).toBe(code.length);
  expect(out.split('\n').length).toBe(code.split('\n').length);
  return { out, value: new Function(`return ${out}`)() as Record<string, unknown> };
};

describe('the props’ documentation is blanked in the script-tag build', () => {
  it.each([
    ["{ type: 'integer', fallback: 0, doc: 'The post.', required: true }", { fallback: 0, required: true }],
    ["{ fallback: 0, doc: 'last', type: 'x' }", { fallback: 0 }],
    ["{ fallback: 0, doc: 'trailing', }", { fallback: 0 }],
    ["{ doc: 'only' }", {}],
    ['{ attribute, schema, type, doc: o.doc, required }', { attribute: 1, schema: 2, required: 3 }],
    ["{\n  doc:\n    'two lines',\n  fallback: false,\n}", { fallback: false }],
  ])('%s', (code, expected) => {
    const { value } = evaluate(`((attribute, schema, type, o, required) => (${code}))(1, 2, 'T', {}, 3)`);
    expect(value).toEqual(expected);
  });

  it('leaves an object without a doc as it is, `type` included', () => {
    const code = "({ type: 'module', src: 'a.js' })";
    expect(documentationSpans(code, 'a.ts')).toEqual([]);
  });

  it('finds them in nested calls (a prop builder’s options)', () => {
    const code = "prop.string('data-x', { doc: `A ` + 'b', fallback: '' })";
    const out = blank(code, documentationSpans(code, 'props.ts'));
    expect(out).not.toContain('doc');
    expect(out.replace(/\s+/g, ' ')).toBe("prop.string('data-x', { fallback: '' })");
  });

  it('gives a documentation helper an empty string: its own, or one it imports', () => {
    const own =
      "const flag = (attribute: string, doc: string) => ({ attribute, doc });\nflag('data-x', 'Shown.');";
    expect(blank(own, documentationSpans(own, 'props.ts'))).toBe(
      "const flag = (attribute: string, doc: string) => ({ attribute      });\nflag('data-x', ''      );",
    );
    const imported = "import { postIdProp as id } from './b';\nid(`The post.`);\npostIdProp('kept');";
    expect(blank(imported, documentationSpans(imported, 'a.ts', new Map([['postIdProp', 0]])))).toBe(
      "import { postIdProp as id } from './b';\nid(``         );\npostIdProp('kept');",
    );
  });

  it('knows the helpers the packages export', () => {
    expect(documentationHelpers(new URL('../..', import.meta.url).pathname).get('postIdProp')).toBe(0);
  });
});
