/**
 * The island table the loader registers is generated from the island folders: each
 * definition.ts is read without running it, so a definition the reader cannot read (computed
 * strings, a misnamed folder, a duplicate name) fails the build instead of silently vanishing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { familyModule, readDefinition, readIslandFolders, tableModule } from '../islands-table.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repo with one package whose island folders hold the given definition.ts texts. */
function repo(islands: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'islands-table-'));
  roots.push(root);
  for (const [folder, text] of Object.entries(islands)) {
    const dir = join(root, 'packages/demo/src/islands', folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'definition.ts'), text);
    writeFileSync(join(dir, 'island.ts'), 'export default {};\n');
  }
  return root;
}

const definition = (fields: string) =>
  `import { defineIsland } from '@firsat/core';\nexport const x = defineIsland({ ${fields}, load: () => import('./island') });\n`;

it('reads name, selector (concatenated literals too), strategy and kind; load and view are the defaults', () => {
  const root = repo({
    'load-more': definition(
      "name: 'load-more', selector: '.wopb-loadmore-action, ' + '.wopb-loadmore', when: 'visible', kind: 'behaviour'",
    ),
    'quick-view': definition("name: 'quick-view', selector: `.wopb-quickview-btn`"),
  });
  expect(
    readIslandFolders(root).map(({ name, selector, when, kind }) => ({ name, selector, when, kind })),
  ).toEqual([
    {
      name: 'load-more',
      selector: '.wopb-loadmore-action, .wopb-loadmore',
      when: 'visible',
      kind: 'behaviour',
    },
    { name: 'quick-view', selector: '.wopb-quickview-btn', when: 'load', kind: 'view' },
  ]);
});

it.each([
  ['a computed selector', definition('name: "x", selector: SELECTOR'), /literal strings/],
  ['no defineIsland call', 'export const x = 1;\n', /no defineIsland/],
  ['an unknown strategy', definition("name: 'x', selector: '.x', when: 'soon'"), /unknown strategy 'soon'/],
  ['an unknown kind', definition("name: 'x', selector: '.x', kind: 'widget'"), /unknown kind 'widget'/],
])('fails the build, naming the file, on %s', (_, text, message) => {
  const root = repo({ x: text });
  expect(() => readIslandFolders(root)).toThrow(message);
  expect(() => readDefinition(join(root, 'packages/demo/src/islands/x/definition.ts'))).toThrow(
    /definition\.ts/,
  );
});

it('fails when a folder and its island disagree on the name', () => {
  const root = repo({ 'load-more': definition("name: 'loadmore', selector: '.x'") });
  expect(() => readIslandFolders(root)).toThrow(/named 'loadmore' but its folder 'load-more'/);
});

it('writes one row per island: strategy and kind as letters, the chunk as a lazy import', () => {
  const code = tableModule([
    { name: 'a', selector: '.a', when: 'interaction', kind: 'behaviour', chunk: '/x/a/island.ts' },
    { name: 'b', selector: '.b', when: 'idle', kind: 'view', chunk: '/x/b/island.ts' },
  ]);
  expect(code).toContain('registerTable([');
  expect(code).toContain('["a",".a","n","b",()=>import("/x/a/island.ts")]');
  expect(code).toContain('["b",".b","i","v",()=>import("/x/b/island.ts")]');
});

it('a package with a sentinel is a family: the loader names it by its sentinel, its rows go to its own table', () => {
  const root = repo({
    'wpuf-form': definition("name: 'wpuf-form', selector: 'form.wpuf-form-add', kind: 'behaviour'"),
  });
  writeFileSync(
    join(root, 'packages/demo/package.json'),
    JSON.stringify({ firsat: { sentinel: '[class*="wpuf"]' } }),
  );
  const islands = readIslandFolders(root);
  expect(islands[0]).toMatchObject({ family: 'demo', sentinel: '[class*="wpuf"]' });
  const loader = tableModule(islands);
  expect(loader).toContain('registerTable([\n\n]);');
  expect(loader).toContain(
    'registerTableFamily("[class*=\\"wpuf\\"]", () => import("firsat:islands/demo"));',
  );
  expect(familyModule(islands, 'demo')).toContain('["wpuf-form","form.wpuf-form-add","l","b",()=>import(');
});
