import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RegisteredIsland } from './story-files';

/**
 * The markup the demo store prints for each island: the store starts once (in a child process, a
 * Node environment of its own), each page is fetched once, and every island's elements are cut
 * out with their ancestors (tag and attributes, so that `closest()` finds what it would on the
 * page) and the page's `<body>` attributes (the body classes islands read).
 */

const repo = path.resolve(import.meta.dirname, '../../..');
const script = path.join(repo, 'examples/server/testing/demo-pages.ts');

/** How many of an island's elements a page's cut keeps (a loop prints dozens of buttons). */
const PER_ISLAND = 2;

interface Shell {
  tag: string;
  attributes: [string, string][];
}

export interface IslandCut {
  /** the page it was printed on */
  page: string;
  /** each element: its ancestors from `<body>` (or `<head>`) down, and its HTML (and its companions') */
  elements: { root: 'head' | 'body'; ancestors: Shell[]; html: string }[];
  /** a page island (`kind: 'page'`): nothing is cut, it runs on the printed page's `<body>` */
  onPage?: true;
}

export interface DemoMarkup {
  /** the `<body>` attributes of each page */
  bodies: Record<string, [string, string][]>;
  /** each island's first page and its elements there; absent when no demo page prints it */
  cuts: Map<string, IslandCut>;
}

/** The demo pages, fetched by a store started for the purpose. */
export async function fetchDemoPages(): Promise<Record<string, string>> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
    cwd: repo,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, string>;
}

const attributesOf = (el: Element): [string, string][] => [...el.attributes].map((a) => [a.name, a.value]);

/**
 * Cuts every island's elements out of the first page (in the store's order) that prints it.
 * `companions`: per island, the markup it reads beside its element (its following siblings
 * matching the selector), cut with it.
 */
export function cutIslands(
  pages: Record<string, string>,
  islands: RegisteredIsland[],
  companions: Record<string, string> = {},
): DemoMarkup {
  const bodies: DemoMarkup['bodies'] = {};
  const cuts = new Map<string, IslandCut>();
  const parser = new DOMParser();
  for (const [page, html] of Object.entries(pages)) {
    const doc = parser.parseFromString(html, 'text/html');
    bodies[page] = attributesOf(doc.body);
    for (const { island } of islands) {
      if (cuts.has(island.name)) continue;
      const found = [...doc.querySelectorAll(island.selector)].slice(0, PER_ISLAND);
      if (found.length === 0) continue;
      if (island.kind === 'page') {
        cuts.set(island.name, { page, elements: [], onPage: true });
        continue;
      }
      cuts.set(island.name, {
        page,
        elements: found.map((el) => {
          const ancestors: Shell[] = [];
          let parent = el.parentElement;
          while (parent && parent !== doc.body && parent !== doc.head) {
            ancestors.unshift({ tag: parent.localName, attributes: attributesOf(parent) });
            parent = parent.parentElement;
          }
          const beside = companions[island.name];
          const after = beside
            ? [...(el.parentElement?.children ?? [])].filter(
                (sibling) => sibling !== el && sibling.matches(beside),
              )
            : [];
          const html = [el, ...after].map((part) => part.outerHTML).join('');
          return { root: parent === doc.head ? 'head' : 'body', ancestors, html };
        }),
      });
    }
  }
  return { bodies, cuts };
}

/**
 * Prints a page's cuts into the document (the body's attributes, then each island's elements in
 * their ancestors, island after island) and returns, per island, the elements it printed (a
 * page island's: `<body>`).
 */
export function printCuts(markup: DemoMarkup, page: string): Map<string, HTMLElement[]> {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const [name, value] of markup.bodies[page] ?? []) document.body.setAttribute(name, value);
  const printed = new Map<string, HTMLElement[]>();
  for (const [name, cut] of markup.cuts) {
    if (cut.page !== page) continue;
    if (cut.onPage) {
      printed.set(name, [document.body]);
      continue;
    }
    printed.set(
      name,
      cut.elements.map(({ root, ancestors, html }) => {
        let into: HTMLElement = root === 'head' ? document.head : document.body;
        for (const { tag, attributes } of ancestors) {
          const shell = document.createElement(tag);
          for (const [attribute, value] of attributes) shell.setAttribute(attribute, value);
          into.append(shell);
          into = shell;
        }
        const template = document.createElement('template');
        template.innerHTML = html;
        const el = template.content.firstElementChild as HTMLElement;
        into.append(template.content);
        return el;
      }),
    );
  }
  return printed;
}
