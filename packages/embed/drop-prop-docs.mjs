// @ts-check
/**
 * A prop's documentation — its `doc`, and the `type` it names — is Storybook's: `describe()` of
 * an island's props reads it for the stories' attribute tables, and nothing in the script-tag
 * build does. Every island carried it all the same (the shop group 0.6 KB gzipped, every island
 * 50–220 B). This plugin blanks those two properties in the script-tag build: in any object
 * literal of the packages' sources that has a `doc` property, `doc` and `type` are replaced by
 * spaces (line breaks kept), so that each module's source map stays exact without a new one. A
 * documentation helper — a function with a `doc: string` parameter, which it hands to a prop's
 * `doc` (`postIdProp(doc)`, the slider's `flag(attribute, doc)`) — is given an empty string
 * instead, where the module declares or imports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** `doc` and `type` of an object literal that documents itself with a `doc`. */
const DOCUMENTATION = new Set(['doc', 'type']);

/** @param {ts.ObjectLiteralElementLike} property */
const nameOf = (property) =>
  (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
  ts.isIdentifier(property.name)
    ? property.name.text
    : undefined;

/** @param {string} code @param {string} file */
const parse = (code, file) =>
  ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** @param {ts.Node | undefined} node */
const exported = (node) =>
  !!node &&
  ts.canHaveModifiers(node) &&
  !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * The documentation helpers `source` declares (`exportedOnly`: those it exports): name → the
 * index of their `doc` parameter.
 * @param {ts.SourceFile} source
 * @param {boolean} [exportedOnly]
 */
function helpersIn(source, exportedOnly = false) {
  /** @type {Map<string, number>} */
  const helpers = new Map();
  /** @param {string} name @param {ts.SignatureDeclarationBase} fn @param {ts.Node} statement */
  const note = (name, fn, statement) => {
    const index = fn.parameters.findIndex(
      (p) => ts.isIdentifier(p.name) && p.name.text === 'doc' && p.type?.kind === ts.SyntaxKind.StringKeyword,
    );
    if (index >= 0 && (!exportedOnly || exported(statement))) helpers.set(name, index);
  };
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isFunctionDeclaration(node) && node.name) note(node.name.text, node, node);
    if (ts.isVariableStatement(node))
      for (const declaration of node.declarationList.declarations) {
        const fn = declaration.initializer;
        if (
          ts.isIdentifier(declaration.name) &&
          fn &&
          (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))
        )
          note(declaration.name.text, fn, node);
      }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return helpers;
}

/**
 * The documentation helpers the packages' sources (`packages/<name>/src`) export, by name; a name
 * exported twice with its `doc` at two places is left out.
 * @param {string} packages the `packages` folder
 */
export function documentationHelpers(packages) {
  /** @type {Map<string, number>} */
  const found = new Map();
  const ambiguous = new Set();
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
        continue;
      }
      if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) continue;
      const code = readFileSync(file, 'utf8');
      if (!/\bdoc: string\b/.test(code)) continue;
      for (const [name, index] of helpersIn(parse(code, file), true)) {
        if (found.has(name) && found.get(name) !== index) ambiguous.add(name);
        found.set(name, index);
      }
    }
  };
  for (const entry of readdirSync(packages, { withFileTypes: true }))
    if (entry.isDirectory()) {
      try {
        walk(path.join(packages, entry.name, 'src'));
      } catch {
        // a package without sources
      }
    }
  for (const name of ambiguous) found.delete(name);
  return found;
}

/**
 * The spans (start, end, what they start with) to blank in `code`: each documentation property
 * with the comma after it, or, for the last one when no comma follows, the comma before it; and
 * each string given to a documentation helper (`helpers`, where the module imports one, and its
 * own), which becomes an empty one.
 * @param {string} code
 * @param {string} file
 * @param {Map<string, number>} [helpers] documentation helpers declared elsewhere
 * @returns {[number, number, string?][]}
 */
export function documentationSpans(code, file, helpers = new Map()) {
  const source = parse(code, file);
  /** @type {Map<string, number>} the helpers this module declares or imports */
  const known = helpersIn(source);
  for (const statement of source.statements) {
    const named = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (named && ts.isNamedImports(named))
      for (const element of named.elements) {
        const index = helpers.get((element.propertyName ?? element.name).text);
        if (index !== undefined && !known.has(element.name.text)) known.set(element.name.text, index);
      }
  }
  /** @type {[number, number, string?][]} */
  const spans = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && known.has(node.expression.text)) {
      const doc = node.arguments[known.get(node.expression.text) ?? -1];
      if (doc && (ts.isStringLiteral(doc) || ts.isNoSubstitutionTemplateLiteral(doc))) {
        const start = doc.getStart(source);
        const quote = code[start] ?? "'";
        spans.push([start, doc.end, quote + quote]);
      }
    }
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
 * `code` with `spans` turned into spaces (after what each starts with), its line breaks kept.
 * @param {string} code
 * @param {[number, number, string?][]} spans
 */
export function blank(code, spans) {
  let out = code;
  for (const [start, end, lead = ''] of spans)
    out =
      out.slice(0, start) +
      lead +
      out.slice(start + lead.length, end).replace(/[^\n\r]/g, ' ') +
      out.slice(end);
  return out;
}

/**
 * The plugin. One instance serves both of the build's passes (measuring and grouped): each
 * module's result is kept, so it is parsed once.
 * @returns {import('rolldown').Plugin}
 */
export function dropPropDocs() {
  const helpers = documentationHelpers(path.resolve(import.meta.dirname, '..'));
  /** @type {Map<string, string | null>} */
  const done = new Map();
  // `doc` as a property or a shorthand one (not `document`), or a helper named
  const mentions = new RegExp(
    ['\\bdoc\\s*[:,}]', ...[...helpers.keys()].map((name) => `\\b${name}\\b`)].join('|'),
  );
  return {
    name: 'firsat:drop-prop-docs',
    transform: {
      filter: { id: /\/packages\/[^/]+\/src\/.+\.tsx?$/, code: mentions },
      handler(code, id) {
        if (!done.has(code)) {
          const spans = documentationSpans(code, id, helpers);
          done.set(code, spans.length ? blank(code, spans) : null);
        }
        const out = done.get(code);
        // Same length, same lines: the module's positions are unchanged, so is its map (`map: null`).
        return out ? { code: out, map: null } : null;
      },
    },
  };
}
