import type { OutputChunk, RolldownOutput } from 'rolldown';
import { chunkGroups, measureGroups, PAGE_GROUPS } from '../chunk-groups.mjs';

const ISLAND = /\/src\/islands\/([^/]+)\/island\.tsx?$/;
const island = (name: string) => `/repo/packages/cart/src/islands/${name}/island.ts`;

/** A chunk of a build without groups, as much of one as the measurement reads. */
function chunk(fileName: string, modules: string[], imports: string[] = [], facade?: string): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    isEntry: fileName === 'firsat.js',
    facadeModuleId: facade ?? null,
    imports,
    modules: Object.fromEntries(
      modules.map((id) => [id, { renderedLength: id.includes('shaken') ? 0 : 10 }]),
    ),
  } as unknown as OutputChunk;
}

const [siteWide, other] = [PAGE_GROUPS.shop[0] as string, 'cart-form'];
const [product, productToo] = [PAGE_GROUPS.product[0] as string, PAGE_GROUPS.product[1] as string];
const output = [
  chunk('firsat.js', ['/repo/packages/core/src/loader/controller.ts'], ['chunks/registry.js']),
  chunk('chunks/registry.js', ['/repo/packages/core/src/island/registry.ts']),
  chunk(
    `islands/${siteWide}.js`,
    [island(siteWide)],
    ['chunks/http.js', 'chunks/registry.js'],
    island(siteWide),
  ),
  chunk('chunks/http.js', ['/repo/node_modules/ky/index.js', '/repo/packages/core/src/http/shaken.ts']),
  chunk(`islands/${other}.js`, [island(other)], ['chunks/http.js', 'chunks/slider.js'], island(other)),
  chunk(
    `islands/${product}.js`,
    [island(product)],
    ['chunks/slider.js', 'chunks/gallery.js'],
    island(product),
  ),
  chunk(`islands/${productToo}.js`, [island(productToo)], ['chunks/gallery.js'], island(productToo)),
  chunk('chunks/slider.js', ['/repo/node_modules/keen-slider/keen-slider.es.js']),
  chunk('chunks/gallery.js', [
    '/repo/packages/cart/src/islands/product-gallery/gallery-model.ts',
    '/repo/packages/cart/src/islands/product-gallery/messages/index.ts',
  ]),
] as RolldownOutput['output'];

describe('page groups, measured from a build without groups', () => {
  const modules = measureGroups(output, ISLAND);
  const { groupOf } = chunkGroups(modules);

  it('the site-wide group takes its islands and every module they use, however shared', () => {
    expect(groupOf(island(siteWide))).toBe('shop');
    expect(groupOf('/repo/node_modules/ky/index.js')).toBe('shop');
  });

  it('a later group takes only what no island outside it uses', () => {
    expect(groupOf(island(product))).toBe('product');
    expect(groupOf('/repo/packages/cart/src/islands/product-gallery/gallery-model.ts')).toBe('product');
    // keen-slider also serves an island outside the product group: it stays a chunk of its own.
    expect(groupOf('/repo/node_modules/keen-slider/keen-slider.es.js')).toBeUndefined();
    expect(groupOf(island(other))).toBeUndefined();
  });

  it('puts the loader’s modules in its own group, and leaves tree-shaken ones out', () => {
    expect(groupOf('/repo/packages/core/src/loader/controller.ts')).toBe('loader');
    expect(groupOf('/repo/packages/core/src/island/registry.ts')).toBe('loader');
    expect(groupOf('/repo/packages/core/src/http/shaken.ts')).toBeUndefined();
  });

  it('puts React and the view runtime in the React group, and a group’s texts in one file per locale', () => {
    expect(groupOf('/repo/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
    expect(groupOf('/repo/packages/core/src/runtime/index.ts')).toBe('react');
    expect(groupOf('/repo/packages/cart/src/islands/product-gallery/messages/tr.ts')).toBe('product-tr');
    expect(groupOf('/repo/packages/cart/src/islands/product-gallery/messages/en.ts')).toBe('product-en');
    expect(groupOf('/repo/packages/cart/src/islands/cart-form/messages/tr.ts')).toBeUndefined();
  });
});
