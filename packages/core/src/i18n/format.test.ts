import { resetConfig } from '../config/index';
import { configure } from '../configure/index';
import { formatNumber, formatPrice } from './format';

const NBSP = '\u00a0';

afterEach(() => resetConfig());

describe('formatNumber()', () => {
  it('groups and separates for Turkish', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });

  it('groups and separates for English', () => {
    configure({ locale: 'en' });
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});

describe('formatPrice()', () => {
  it('defaults to $ on the left (SPEC §5, §9)', () => {
    expect(formatPrice(10)).toBe('$10');
  });

  it.each([
    ['left', '₺1.250'],
    ['left_space', `₺${NBSP}1.250`],
    ['right', '1.250₺'],
    ['right_space', `1.250${NBSP}₺`],
  ] as const)('places the symbol %s', (position, text) => {
    expect(formatPrice(1250, { symbol: '₺', position })).toBe(text);
  });

  it('follows the page config', () => {
    configure({ productBlocks: { currencySymbol: '₺', currencyPosition: 'right_space' } });
    expect(formatPrice(99.9)).toBe(`99,90${NBSP}₺`);
  });

  it('shows two decimals for fractional amounts, or as asked', () => {
    expect(formatPrice(12.5)).toBe('$12,50');
    expect(formatPrice(12, { decimals: 2 })).toBe('$12,00');
    configure({ locale: 'en' });
    expect(formatPrice(1234.5)).toBe('$1,234.50');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatPrice(-5)).toBe('-$5');
    expect(formatPrice(-5, { position: 'right' })).toBe('-5$');
  });
});
