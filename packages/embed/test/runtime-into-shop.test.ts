import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { runtimeIntoShop } from '../runtime-into-shop.mjs';

// A build folder beside the real ones (the metafile's keys are paths from packages/embed).
const dir = 'test-runtime-into-shop';
const at = (file: string) => new URL(`../${dir}/${file}`, import.meta.url);
const runtime = 'var a=Object.defineProperty,b=(e)=>({...e});export{b as n,a as t};';
const shop =
  'import{n as e}from"./rolldown-runtime-X.js";import{q as l}from"./loader-X.js";const s=e({x:1});export{s as a};';
const texts = 'import{n as e}from"./rolldown-runtime-X.js";var t=e({default:()=>1});export{t as x};';
const island =
  'import{n as e}from"../chunks/rolldown-runtime-X.js";import{a as s}from"../chunks/shop-X.js";e(s);';

const outputs = () => ({
  [`${dir}/chunks/rolldown-runtime-X.js`]: { bytes: 1, imports: [], inputs: { 'rolldown/runtime.js': {} } },
  [`${dir}/chunks/shop-X.js`]: {
    bytes: 1,
    group: 'shop',
    imports: [
      { path: `${dir}/chunks/rolldown-runtime-X.js`, kind: 'import-statement' },
      { path: `${dir}/chunks/loader-X.js`, kind: 'import-statement' },
      { path: `${dir}/chunks/shop-tr-X.js`, kind: 'dynamic-import' },
    ],
    inputs: { 'shop.ts': {} },
  },
  [`${dir}/chunks/shop-tr-X.js`]: {
    bytes: 1,
    imports: [{ path: `${dir}/chunks/rolldown-runtime-X.js`, kind: 'import-statement' }],
    inputs: { 'tr.ts': {} },
  },
  [`${dir}/islands/a.js`]: {
    bytes: 1,
    imports: [
      { path: `${dir}/chunks/rolldown-runtime-X.js`, kind: 'import-statement' },
      { path: `${dir}/chunks/shop-X.js`, kind: 'import-statement' },
    ],
    inputs: { 'a.ts': {} },
  },
});

beforeEach(async () => {
  await mkdir(at('chunks'), { recursive: true });
  await mkdir(at('islands'), { recursive: true });
  await writeFile(at('chunks/rolldown-runtime-X.js'), runtime);
  await writeFile(at('chunks/shop-X.js'), shop);
  await writeFile(at('chunks/shop-X.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
  await writeFile(at('chunks/shop-tr-X.js'), texts);
  await writeFile(at('islands/a.js'), island);
});
afterAll(() => rm(at(''), { recursive: true, force: true }));

it('writes the runtime into the shop file; its importers import it from there, no position moved', async () => {
  const metafile = { outputs: outputs() };
  const closure = (file: string) => new Set([file]);
  expect(await runtimeIntoShop(metafile, closure)).toMatchObject({
    runtime: 'rolldown-runtime-X.js',
    shop: 'shop-X.js',
  });

  const shopCode = await readFile(at('chunks/shop-X.js'), 'utf8');
  const [first, rest] = [
    shopCode.slice(0, shopCode.indexOf('\n')),
    shopCode.slice(shopCode.indexOf('\n') + 1),
  ];
  expect(first).toBe('const[_0,_1]=(()=>{var a=Object.defineProperty,b=(e)=>({...e});;return[b,a]})(),e=_0;');
  expect(rest.length).toBe(shop.length + 'export{_0,_1};'.length);
  expect(rest.startsWith(' '.repeat('import{n as e}from"./rolldown-runtime-X.js";'.length))).toBe(true);
  expect(rest.endsWith('export{s as a};export{_0,_1};')).toBe(true);
  expect(JSON.parse(await readFile(at('chunks/shop-X.js.map'), 'utf8')).mappings).toBe(';AAAA');

  const textsCode = await readFile(at('chunks/shop-tr-X.js'), 'utf8');
  expect(textsCode.length).toBe(texts.length);
  expect(textsCode.startsWith('import{_0 as e}from"./shop-X.js";')).toBe(true);
  const islandCode = await readFile(at('islands/a.js'), 'utf8');
  expect(islandCode.length).toBe(island.length);
  expect(islandCode.startsWith('import{_0 as e}from"../chunks/shop-X.js";')).toBe(true);

  expect(metafile.outputs[`${dir}/chunks/rolldown-runtime-X.js`]).toBeUndefined();
  expect(metafile.outputs[`${dir}/islands/a.js`].imports).toEqual([
    { path: `${dir}/chunks/shop-X.js`, kind: 'import-statement' },
  ]);
  expect(Object.keys(metafile.outputs[`${dir}/chunks/shop-X.js`].inputs)).toContain('rolldown/runtime.js');
});

it('leaves the build as it is when an importer is one of the shop file’s own imports', async () => {
  const metafile = { outputs: outputs() };
  const closure = (file: string) => new Set([file, `${dir}/chunks/shop-tr-X.js`]);
  expect(await runtimeIntoShop(metafile, closure)).toBeUndefined();
  expect(await readFile(at('chunks/shop-X.js'), 'utf8')).toBe(shop);
  expect(metafile.outputs[`${dir}/chunks/rolldown-runtime-X.js`]).toBeDefined();
});
