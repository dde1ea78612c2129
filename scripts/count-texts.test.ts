import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every count text of the islands and shared areas (`{count}` before a word, `{stars} …`) comes
// as a pair, `<id>One` and `<id>Other`, chosen with `plural` (SPEC §9), in both locales: "1
// results found" cannot come back.
const root = path.resolve(import.meta.dirname, '../packages');
const messageFiles = (): string[] =>
  ['blocks', 'cart', 'forms', 'media-admin', 'post-blocks'].flatMap((pkg) =>
    ['islands', 'shared'].flatMap((group) => {
      const dir = path.join(root, pkg, 'src', group);
      let areas: string[] = [];
      try {
        areas = readdirSync(dir);
      } catch {
        return [];
      }
      return areas.flatMap((area) =>
        ['tr.ts', 'en.ts']
          .map((file) => path.join(dir, area, 'messages', file))
          .filter((file) => {
            try {
              return readFileSync(file, 'utf8') !== '';
            } catch {
              return false;
            }
          }),
      );
    }),
  );

/** `id: 'text'` lines whose text counts something: a placeholder followed by a word. */
function countTextsWithoutPlural(source: string): string[] {
  const found: string[] = [];
  for (const [, id, text] of source.matchAll(/^\s*(\w+): '(.*)',$/gm)) {
    if (!id || !text || /(One|Other)$/.test(id)) continue;
    if (/\{(count|stars)\} \p{L}/u.test(text)) found.push(id);
  }
  return found;
}

test('finds a count text without its plural pair', () => {
  expect(countTextsWithoutPlural("  a: '{count} results found',\n  bOne: '{count} result',\n")).toEqual([
    'a',
  ]);
  expect(countTextsWithoutPlural("  slide: '{n} of {count}',\n")).toEqual([]);
});

test.each(messageFiles().map((file) => [path.relative(root, file)]))(
  '%s: every count text has its one and other forms',
  (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    expect(countTextsWithoutPlural(source)).toEqual([]);
    for (const [, base] of source.matchAll(/^\s*(\w+)One: /gm))
      expect(source).toMatch(new RegExp(`^\\s*${base}Other: `, 'm'));
  },
);
