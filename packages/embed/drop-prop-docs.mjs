// @ts-check
/**
 * A prop's documentation — its `doc`, and the `type` it names — is Storybook's: `describe()` of
 * an island's props reads it for the stories' attribute tables, and nothing in the script-tag
 * build does. Every island carried it all the same (the shop group 0.6 KB gzipped, every island
 * 50–220 B). This plugin blanks those two properties in the script-tag build: in any object
 * literal of the packages' sources that has a `doc` property, `doc` and `type` are replaced by
 * spaces (line breaks kept), so that each module's source map stays exact without a new one.
 */
import ts from 'typescript';

/** `doc` and `type` of an object literal that documents itself with a `doc`. */
const DOCUMENTATION = new Set(['doc', 'type']);

/** @param {ts.ObjectLiteralElementLike} property */
const nameOf = (property) =>
  (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
  ts.isIdentifier(property.name)
    ? property.name.text
    : undefined;

/**
 * The spans (start, end) to blank in `code`: each documentation property with the comma after
 * it, or, for the last one when no comma follows, the comma before it.
 * @param {string} code
 * @param {string} file
 * @returns {[number, number][]}
 */
export function documentationSpans(code, file) {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  /** @type {[number, number][]} */
  const spans = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isObjectLiteralExpression(node) && node.properties.some((p) => nameOf(p) === 'doc')) {
      const properties = node.properties;
      properties.forEach((property, index) => {
        if (!DOCUMENTATION.has(nameOf(property) ?? '')) return;
        const start = property.getStart(source);
        const next = properties[index + 1];
        if (next) spans.push([start, next.getStart(source)]);
        else if (properties.hasTrailingComma) spans.push([start, code.indexOf(',', property.end) + 1]);
        else if (index > 0) spans.push([code.lastIndexOf(',', start), property.end]);
        else spans.push([start, property.end]);
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans;
}

/**
 * `code` with `spans` turned into spaces, its line breaks kept.
 * @param {string} code
 * @param {[number, number][]} spans
 */
export function blank(code, spans) {
  let out = code;
  for (const [start, end] of spans)
    out = out.slice(0, start) + out.slice(start, end).replace(/[^\n\r]/g, ' ') + out.slice(end);
  return out;
}

/** @returns {import('rolldown').Plugin} */
export function dropPropDocs() {
  return {
    name: 'firsat:drop-prop-docs',
    transform: {
      filter: { id: /\/packages\/[^/]+\/src\/.+\.tsx?$/, code: 'doc' },
      handler(code, id) {
        const spans = documentationSpans(code, id);
        // Same length, same lines: the module's positions are unchanged, so is its map (`map: null`).
        return spans.length ? { code: blank(code, spans), map: null } : null;
      },
    },
  };
}
