/**
 * Core's interface texts load per locale: a page fetches its own locale's module only, with its
 * first island. Each test takes a fresh copy of the module, so nothing is loaded yet.
 */
import { EN } from './en';
import { TR } from './tr';

async function fresh() {
  vi.resetModules();
  return import('./catalogue');
}

test('nothing is loaded at first: an interface text is its id, a SPEC text is there already', async () => {
  const { catalogueText } = await fresh();
  expect(catalogueText('close', 'tr')).toBe('close');
  expect(catalogueText('ratingRequired', 'tr')).toBe('Please select a rating');
});

test('loading a locale brings its texts only; another locale falls back to a loaded one', async () => {
  const { catalogueText, loadUiMessages } = await fresh();
  await loadUiMessages('en');
  expect(catalogueText('close', 'en')).toBe('Close');
  expect(catalogueText('close', 'tr')).toBe('Close');
  await loadUiMessages('tr');
  expect(catalogueText('close', 'tr')).toBe('Kapat');
});

describe('catalogues', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it('Turkish and English use the same placeholders for every id', () => {
    for (const id of Object.keys(TR) as Array<keyof typeof TR>) {
      expect(placeholders(EN[id]), id).toEqual(placeholders(TR[id]));
    }
  });

  it('has no empty texts', () => {
    for (const text of [...Object.values(TR), ...Object.values(EN)]) expect(text.trim()).not.toBe('');
  });
});
