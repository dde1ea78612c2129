import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { exportsOf, generateIndexes } from './generate-indexes.mjs';

const repo = join(import.meta.dirname, '..');

describe('generate-indexes', () => {
  it("each island package's index.ts, views.ts and testing.ts is as generated from its island folders", () => {
    const files = generateIndexes(repo);
    expect([...files.keys()].map((file) => relative(repo, file)).sort()).toEqual([
      'packages/blocks/src/index.ts',
      'packages/blocks/src/testing.ts',
      'packages/blocks/src/views.ts',
      'packages/cart/src/index.ts',
      'packages/cart/src/testing.ts',
      'packages/cart/src/views.ts',
      'packages/post-blocks/src/index.ts',
      'packages/post-blocks/src/testing.ts',
      'packages/post-blocks/src/views.ts',
    ]);
    for (const [file, text] of files)
      expect(readFileSync(file, 'utf8'), `${relative(repo, file)} is stale: run \`npm run generate\``).toBe(
        text,
      );
  }, 30_000);

  it('names every island once in each package entry, by its definition', () => {
    const cart = exportsOf(join(repo, 'packages/cart/src/index.ts')).map(({ name }) => name);
    expect(cart).toContain('addToCartIsland');
    expect(cart).toContain('cartIslands');
    const views = readFileSync(join(repo, 'packages/cart/src/views.ts'), 'utf8');
    expect(views).toContain("export { default as miniCartBehaviour } from './islands/mini-cart/island';");
    expect(views).toContain("export { bindStarRating } from './islands/star-rating/behaviour';");
  });
});
