import { getConfig, resetConfig } from '../config/index';
import { configure } from '../configure/index';
import { interpolate } from './interpolate';
import { t } from './translate';

afterEach(() => {
  resetConfig();
  document.documentElement.lang = '';
});

describe('t()', () => {
  it('speaks Turkish by default and English on English pages', () => {
    expect(getConfig().locale).toBe('tr');
    expect(t('close')).toBe('Kapat');
    expect(t('menu')).toBe('Menü');
    resetConfig();
    document.documentElement.lang = 'en-GB';
    expect(getConfig().locale).toBe('en');
    expect(t('close')).toBe('Close');
  });

  it('fills placeholders', () => {
    expect(t('addedToCart', { name: 'Kapüşonlu' })).toBe('Kapüşonlu sepete eklendi');
    expect(t('paginationPage', { n: 3 })).toBe('Sayfa 3');
  });

  it('lets a server-printed message win over the catalogue, SPEC texts included', () => {
    configure({
      messages: {
        close: 'Kapat!',
        restFetchError: 'Çevrimdışı görünüyorsunuz.',
        fieldRequired: '{label} zorunludur',
      },
    });
    expect(t('close')).toBe('Kapat!');
    expect(t('restFetchError')).toBe('Çevrimdışı görünüyorsunuz.');
    expect(t('fieldRequired', { label: 'E-posta' })).toBe('E-posta zorunludur');
  });

  it('ignores an empty server message', () => {
    configure({ messages: { close: '' } });
    expect(t('close')).toBe('Kapat');
  });

  it('rejects unknown ids and missing variables at compile time', () => {
    // @ts-expect-error: not a message id
    expect(t('unknownId')).toBe('unknownId');
    // @ts-expect-error: fieldRequired needs { label }
    t('fieldRequired');
    // @ts-expect-error: close takes no variables
    t('close', { x: 1 });
  });
});

describe('interpolate()', () => {
  it('leaves placeholders without a value in place', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('{a}', undefined)).toBe('{a}');
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});
