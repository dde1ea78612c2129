import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  checkFocusTraps,
  checkHistoryAndRequests,
  checkIslandContract,
  checkListKeys,
  checkTree,
  FOCUS_TRAP_EXCEPTIONS,
  findCycles,
  HISTORY_AND_REQUEST_EXCEPTIONS,
  LIST_KEY_EXCEPTIONS,
} from './floor-plan.mjs';

/** Writes a small source tree (path → text) into a fresh folder and returns its path. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'floor-plan-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** An island package that keeps its plan; each test breaks it in one way. */
const planned = {
  'index.ts': "export { miniCartIsland } from './islands/mini-cart';\n",
  'islands/mini-cart/index.ts': "export { miniCartIsland } from './definition';\n",
  'islands/mini-cart/definition.ts':
    "import { cartSession } from '../../shared/cart-session';\nexport const miniCartIsland = cartSession;\n",
  'islands/add-to-cart/index.ts':
    "import type { Session } from '../../shared/cart-session';\nexport type X = Session;\n",
  'shared/cart-session/index.ts': "export { cartSession, type Session } from './session';\n",
  'shared/cart-session/session.ts': 'export type Session = {}; export const cartSession = {};\n',
};

const kinds = (violations: { kind: string }[]) => violations.map((v) => v.kind);

describe('checkTree', () => {
  it('passes a tree that enters every folder by its index', () => {
    expect(checkTree(tree(planned), { islandPackage: true })).toEqual([]);
  });

  it('fails a deep import past another folder’s index, type-only and dynamic ones included', () => {
    for (const statement of [
      "import { cartSession } from '../../shared/cart-session/session';",
      "import type { Session } from '../../shared/cart-session/session';",
      "export * from '../../shared/cart-session/session';",
      "const load = () => import('../../shared/cart-session/session');",
    ]) {
      const root = tree({ ...planned, 'islands/mini-cart/view.ts': `${statement}\n` });
      const violations = checkTree(root, { islandPackage: true });
      expect(kinds(violations), statement).toEqual(['deep-import']);
      expect(violations[0]?.file).toBe('islands/mini-cart/view.ts');
      expect(violations[0]?.message).toContain('shared/cart-session/ past its index.ts');
    }
  });

  it('looks through grouping folders but not into a sub-folder of an island', () => {
    const root = tree({
      ...planned,
      'islands/mini-cart/fixtures/markup.ts': 'export const markup = "";\n',
      'islands/mini-cart/fixtures/index.ts': "export { markup } from './markup';\n",
      'islands/mini-cart/view.test.ts': "import { markup } from './fixtures/markup';\n",
    });
    expect(kinds(checkTree(root, { islandPackage: true }))).toEqual(['deep-import']);
  });

  it('fails a folder cycle and names the files that make it', () => {
    const root = tree({
      ...planned,
      'shared/cart-dom/index.ts':
        "import { cartSession } from '../cart-session';\nexport const dom = cartSession;\n",
      'shared/cart-session/session.ts':
        "import { dom } from '../cart-dom';\nexport type Session = {}; export const cartSession = dom;\n",
    });
    const violations = checkTree(root, { islandPackage: true });
    expect(kinds(violations)).toEqual(['cycle']);
    expect(violations[0]?.message).toMatch(/shared\/cart-(dom|session) → shared\/cart-(session|dom) → /);
    expect(violations[0]?.message).toContain('shared/cart-session/session.ts');
  });

  it('fails a cycle between a folder and its own sub-folder', () => {
    const root = tree({
      'models/index.ts':
        "import { rows } from './fixtures';\nexport type Row = number; export const all = rows;\n",
      'models/fixtures/index.ts': "import type { Row } from '../index';\nexport const rows: Row[] = [];\n",
    });
    expect(kinds(checkTree(root))).toEqual(['cycle']);
  });

  it('fails an island importing another island, shared code importing an island, and a folder importing the entry', () => {
    const root = tree({
      ...planned,
      'islands/mini-cart/view.ts': "import type { X } from '../add-to-cart';\nexport type Y = X;\n",
      'shared/cart-session/uses-island.ts':
        "import type { X } from '../../islands/add-to-cart';\nexport type Z = X;\n",
      'shared/cart-session/uses-entry.ts':
        "import { miniCartIsland } from '../../index';\nexport const z = miniCartIsland;\n",
    });
    const messages = checkTree(root, { islandPackage: true })
      .filter((v) => v.kind === 'layer')
      .map((v) => v.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('island mini-cart imports island add-to-cart'),
        expect.stringContaining('shared code imports an island'),
        expect.stringContaining('imports the package entry index.ts'),
      ]),
    );
  });

  it('fails an import up the layers, a folder in no layer, and a path out of the tree', () => {
    const layers = [['lib'], ['db'], ['shop']];
    const root = tree({
      'lib/index.ts': 'export const lib = 1;\n',
      'db/index.ts': "import { shop } from '../shop';\nexport const db = shop;\n",
      'shop/index.ts': "import { lib } from '../lib';\nexport const shop = lib;\n",
      'misc/index.ts': "import { x } from '../../elsewhere/x';\nexport const y = x;\n",
    });
    const violations = checkTree(root, { layers });
    expect(kinds(violations).sort()).toEqual(['layer', 'outside-root', 'unlayered']);
    expect(violations.find((v) => v.kind === 'layer')?.message).toContain(
      'db (layer 1) imports shop (layer 2)',
    );
  });
});

describe('findCycles', () => {
  it('reports one cycle per knot and none for a tree', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(findCycles(new Map([['a', new Set(['b'])]]))).toEqual([]);
  });
});

describe('checkListKeys', () => {
  const lists = {
    'islands/tabs/tabs.ts': "export const next = (key: string) => (key === 'ArrowRight' ? 1 : 0);\n",
    'islands/rating/model.ts': 'export const step = { ArrowUp: 1, ArrowDown: -1 };\n',
    'islands/swatches/keys.ts': 'switch (key) {\n  case `ArrowLeft`:\n}\n',
  };
  const allowed = {
    'kit/focus-list/model.ts': "if (key === 'ArrowDown') step = 1;\n",
    'islands/slider/slider.ts': "if (event.key === 'ArrowLeft') previous();\n",
    'islands/tabs/tabs.test.ts': "press('ArrowRight');\n",
    'islands/search/search.ts': "input.addEventListener('keydown', (e) => list.key(e)); // the Arrow keys\n",
  };

  it('fails each file that compares a key with an arrow outside the kit, naming its line', () => {
    const violations = checkListKeys(tree({ ...lists, ...allowed }), {
      exceptions: { 'kit/': 'the kit', 'islands/slider/slider.ts': 'a carousel' },
    });
    expect(violations.map((v) => `${v.kind} ${v.file}`).sort()).toEqual([
      'list-keys islands/rating/model.ts',
      'list-keys islands/swatches/keys.ts',
      'list-keys islands/tabs/tabs.ts',
    ]);
    expect(violations.find((v) => v.file === 'islands/swatches/keys.ts')?.message).toContain('line 2');
  });

  it('passes the kit, an allowed carousel, tests and prose about arrows', () => {
    expect(
      checkListKeys(tree(allowed), {
        exceptions: { 'kit/': 'the kit', 'islands/slider/slider.ts': 'a carousel' },
      }),
    ).toEqual([]);
  });

  it('allows nothing without a reason, and every allowed path exists', () => {
    const repo = join(import.meta.dirname, '../..');
    for (const [path, reason] of Object.entries(LIST_KEY_EXCEPTIONS)) {
      expect(reason.length, path).toBeGreaterThan(20);
      expect(existsSync(join(repo, path)), path).toBe(true);
    }
  });
});

describe('checkFocusTraps', () => {
  // The product filter's modal before the kit: its own Tab trap.
  const trap = `document.addEventListener('keydown', (event) => {
  if (event.key !== 'Tab') return;
  const focusables = [...content.querySelectorAll(FOCUSABLE)];
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
});
`;
  const files = {
    'islands/filter/filter-modal.ts': trap,
    'shared/popup/keys.ts': `switch (event.key) {\n  case "Tab":\n    event.preventDefault();\n    next.focus();\n}\n`,
    // a Tab that only closes a dropdown; focus moved far below it, in other code
    'ui/dropdown/root.tsx': `if (key === 'Tab') return setOpen(false);\nif (key === 'Enter') event.preventDefault();\n${'\n'.repeat(12)}button.focus();\n`,
    'kit/focus-trap/focus-trap.ts': trap,
    'islands/filter/filter-modal.test.ts': trap,
  };

  it('fails each file outside the kit that prevents Tab and moves focus, naming its line', () => {
    const violations = checkFocusTraps(tree(files), { exceptions: { 'kit/': 'the kit' } });
    expect(violations.map((v) => `${v.kind} ${v.file}`).sort()).toEqual([
      'focus-trap islands/filter/filter-modal.ts',
      'focus-trap shared/popup/keys.ts',
    ]);
    expect(violations.find((v) => v.file === 'islands/filter/filter-modal.ts')?.message).toContain('line 2');
  });

  it('allows nothing without a reason, and every allowed path exists', () => {
    const repo = join(import.meta.dirname, '../..');
    for (const [path, reason] of Object.entries(FOCUS_TRAP_EXCEPTIONS)) {
      expect(reason.length, path).toBeGreaterThan(20);
      expect(existsSync(join(repo, path)), path).toBe(true);
    }
  });
});

describe('checkHistoryAndRequests', () => {
  const writers = {
    'islands/pagination/pagination.ts': "window.history.pushState(null, '', next);\n",
    'shared/address/address.ts': "history.replaceState(history.state, '', next);\n",
    'islands/tabs/tabs.ts': "window.addEventListener('popstate', () => show(), { signal });\n",
    'islands/search/model.ts': 'const inFlight = new AbortController();\n',
  };
  const allowed = {
    'islands/popups/popups.ts': 'const listeners = new AbortController();\n',
    'islands/tabs/tabs.test.ts': "window.history.replaceState(null, '', '/');\n",
    'islands/filter/filter.stories.tsx': 'const c = new AbortController();\n',
    'islands/filter/filter.ts': "import { createLatest, onAddressChange } from '@firsat/core/kit';\n",
  };

  it('fails each file that writes the history, hears popstate or makes an AbortController', () => {
    const violations = checkHistoryAndRequests(tree({ ...writers, ...allowed }), {
      exceptions: { 'islands/popups/popups.ts': 'its listeners' },
    });
    expect(violations.map((v) => `${v.kind} ${v.file}`).sort()).toEqual([
      'history islands/pagination/pagination.ts',
      'history islands/tabs/tabs.ts',
      'history shared/address/address.ts',
      'request-life islands/search/model.ts',
    ]);
    expect(violations.find((v) => v.file === 'islands/tabs/tabs.ts')?.message).toMatch(
      /line 1 .*onAddressChange/,
    );
  });

  it('allows each exception with a reason, and the tree keeps its plan without writers', () => {
    for (const reason of Object.values(HISTORY_AND_REQUEST_EXCEPTIONS))
      expect(reason.length).toBeGreaterThan(20);
    expect(
      checkHistoryAndRequests(tree(allowed), { exceptions: { 'islands/popups/popups.ts': 'x' } }),
    ).toEqual([]);
  });
});

describe('checkIslandContract', () => {
  /** One behaviour island and one view island that keep the contract; each case breaks it once. */
  const contract = {
    'islands/search/index.ts': "export * from './definition';\n",
    'islands/search/behaviour.ts':
      "import { logBlockFailure, type RequestData } from '@firsat/core/http';\nimport { search } from './client';\nexport const bind = (el: HTMLElement) => el.querySelector('input');\n",
    'islands/search/client.ts':
      "import { shopAjax } from '@firsat/core/http';\nimport ky from 'ky';\nexport const search = () => fetch('/?s=x');\n",
    'islands/search/model.ts':
      "// the model reads no document\nexport const next = (state: { window: number }) => ({ window: state.window + 1, label: 'document' });\n",
    'islands/search/markup.ts': "export const input = (el: HTMLElement) => el.querySelector('input');\n",
    'islands/search/behaviour.test.ts': "globalThis.fetch = async () => new Response('');\n",
    'islands/search/fixtures.ts': "export const reply = () => fetch('/fixture');\n",
    'islands/rating/view.tsx': 'export const Rating = () => null;\n',
    'shared/cart-session/session.ts': "import { cartQueue } from '@firsat/core/http';\n",
  };
  const found = (files: Record<string, string>, exceptions?: Record<string, string>) =>
    checkIslandContract(tree(files), { exceptions }).map((v) => `${v.kind} ${v.file}`);

  it('passes folders that keep their roles, shared areas and the request-free parts of core/http', () => {
    expect(found(contract)).toEqual([]);
  });

  it('fails an island with neither behaviour.ts nor view.tsx', () => {
    const { 'islands/rating/view.tsx': _view, ...rest } = contract;
    expect(found({ ...rest, 'islands/rating/rating.tsx': 'export const Rating = () => null;\n' })).toEqual([
      'island-role islands/rating',
    ]);
  });

  it('fails an island index.ts that does more than pass its definition on', () => {
    expect(
      found({
        ...contract,
        'islands/search/index.ts': "// its only way in\nexport * from './definition';\n",
      }),
    ).toEqual([]);
    for (const text of [
      "export * from './definition';\nexport { default as searchBehaviour } from './island';",
      "export { searchIsland } from './definition';",
      "export type * from './definition';",
      "export * from './behaviour';",
    ]) {
      expect(found({ ...contract, 'islands/search/index.ts': `${text}\n` }), text).toEqual([
        'island-index islands/search/index.ts',
      ]);
    }
  });

  it('fails each way a file other than client.ts reaches HTTP, naming its line', () => {
    for (const text of [
      "import ky from 'ky';",
      "import { shopAjax } from '@firsat/core/http';",
      "import { isHttpError, rest as wpRest } from '@firsat/core/http';",
      "import * as http from '@firsat/core/http';",
      "export { adminAjax } from '@firsat/core/http';",
      "const http = () => import('@firsat/core/http');",
      "const reply = await fetch('/wp-json/x');",
      "const reply = await window.fetch('/wp-json/x');",
      'const xhr = new XMLHttpRequest();',
    ]) {
      const violations = checkIslandContract(
        tree({ ...contract, 'islands/search/behaviour.ts': `// bind\n${text}\n` }),
      );
      expect(
        violations.map((v) => `${v.kind} ${v.file}`),
        text,
      ).toEqual(['island-http islands/search/behaviour.ts']);
      expect(violations[0]?.message, text).toMatch(/^line 2 .*only the island's client\.ts reaches HTTP/);
    }
  });

  it('fails a model that names the DOM, as a value, a type or a member', () => {
    for (const text of [
      'export const title = () => document.title;',
      'export const width = () => window.innerWidth;',
      'export const read = (el: HTMLElement) => el.id;',
      'export const read = (el: HTMLInputElement) => el.value;',
      'export const isItem = (node: unknown) => node instanceof Element;',
      'export type Items = NodeList;',
      "export const find = (root: { querySelector(s: string): unknown }) => root.querySelector('li');",
      "export const wire = (target: { addEventListener(t: string, f: () => void): void }) => target.addEventListener('x', () => {});",
    ]) {
      const violations = checkIslandContract(tree({ ...contract, 'islands/search/model.ts': `${text}\n` }));
      expect(
        violations.map((v) => `${v.kind} ${v.file}`),
        text,
      ).toEqual(['model-dom islands/search/model.ts']);
      expect(violations[0]?.message, text).toContain('line 1');
    }
  });

  it('leaves out the folders and files it is told to', () => {
    const broken = {
      ...contract,
      'islands/search/model.ts': 'export const title = () => document.title;\n',
      'islands/search/behaviour.ts': "import ky from 'ky';\n",
      'islands/rating/view.tsx': "import ky from 'ky';\n",
    };
    expect(found(broken, { 'islands/search/': 'being refactored' })).toEqual([
      'island-http islands/rating/view.tsx',
    ]);
    expect(found(broken, { 'islands/search/': 'x', 'islands/rating/view.tsx': 'y' })).toEqual([]);
  });
});

describe('checkTree: the generated entries', () => {
  const withRoles = {
    ...planned,
    'islands/mini-cart/island.ts': 'export default {};\n',
    'islands/mini-cart/behaviour.ts': 'export const bindMiniCart = () => {};\n',
    'islands/mini-cart/props.ts': 'export const miniCartProps = {};\n',
    'islands/mini-cart/fixtures.ts': "export const markup = '';\n",
    'islands/mini-cart/messages/index.ts': 'export const messages = {};\n',
    'islands/mini-cart/model.ts': 'export const next = () => 1;\n',
  };

  it("lets the package's views.ts and testing.ts take an island's role files by name", () => {
    const root = tree({
      ...withRoles,
      'views.ts': [
        "export { default as miniCartBehaviour } from './islands/mini-cart/island';",
        "export { bindMiniCart } from './islands/mini-cart/behaviour';",
        "export { miniCartProps } from './islands/mini-cart/props';",
        "export { messages as miniCartMessages } from './islands/mini-cart/messages';",
      ].join('\n'),
      'testing.ts': "export * from './islands/mini-cart/fixtures';\n",
    });
    expect(checkTree(root, { islandPackage: true })).toEqual([]);
  });

  it('still fails an entry reaching any other file, and any other file reaching a role file', () => {
    const root = tree({
      ...withRoles,
      'views.ts': "export { next } from './islands/mini-cart/model';\n",
      'shared/cart-session/uses.ts': "import { bindMiniCart } from '../../islands/mini-cart/behaviour';\n",
    });
    const violations = checkTree(root, { islandPackage: true });
    expect(violations.filter((v) => v.kind === 'deep-import').map((v) => v.file)).toEqual([
      'shared/cart-session/uses.ts',
      'views.ts',
    ]);
  });
});
