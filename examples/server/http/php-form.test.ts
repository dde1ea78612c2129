import { describe, expect, it } from 'vitest';
import { fieldGroup, groupTexts, parsePhpForm, splitFieldName } from './php-form';

const parse = (query: string) => parsePhpForm(new URLSearchParams(query).entries());

describe('parsePhpForm', () => {
  it('keeps plain fields as strings', () => {
    expect(parse('action=rest-nonce&quantity=2')).toEqual({ action: 'rest-nonce', quantity: '2' });
  });

  it('nests bracket fields the way PHP fills $_POST', () => {
    expect(parse('shipping_method%5B0%5D=flat_rate%3A1&security=abc')).toEqual({
      shipping_method: { '0': 'flat_rate:1' },
      security: 'abc',
    });
    expect(
      parse('variation[attribute_pa_renk]=kirmizi&variation[attribute_pa_beden]=s&product_id=25'),
    ).toEqual({
      variation: { attribute_pa_renk: 'kirmizi', attribute_pa_beden: 's' },
      product_id: '25',
    });
    expect(parse('a[b][c]=1&a[b][d]=2&a[e]=3')).toEqual({ a: { b: { c: '1', d: '2' }, e: '3' } });
  });

  it('appends numbered keys for empty brackets, after the highest number used', () => {
    expect(parse('ids[]=4&ids[]=5&ids[]=6')).toEqual({ ids: { '0': '4', '1': '5', '2': '6' } });
    expect(parse('ids[5]=a&ids[]=b')).toEqual({ ids: { '5': 'a', '6': 'b' } });
    expect(parse('m[x][]=1&m[x][]=2')).toEqual({ m: { x: { '0': '1', '1': '2' } } });
    expect(groupTexts(fieldGroup(parse('ids[]=4&ids[]=5'), 'ids'))).toEqual(['4', '5']);
  });

  it('lets a later field with the same name win, including over a group', () => {
    expect(parse('a=1&a=2')).toEqual({ a: '2' });
    expect(parse('a=1&a[b]=2')).toEqual({ a: { b: '2' } });
    expect(parse('a[b]=2&a=1')).toEqual({ a: '1' });
  });

  it('follows PHP for odd names', () => {
    expect(parse('my.field=1&my field=2')).toEqual({ my_field: '2' });
    expect(splitFieldName('a[b')).toEqual({ base: 'a_b', keys: [] });
    expect(splitFieldName('a[b]c[d]')).toEqual({ base: 'a', keys: ['b'] });
    expect(splitFieldName('a.b[c.d]')).toEqual({ base: 'a_b', keys: ['c.d'] });
    expect(parse('[x]=1')).toEqual({});
  });

  it('cannot be used to reach Object.prototype', () => {
    const fields = parse('__proto__[polluted]=yes&constructor[prototype][polluted]=yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(fieldGroup(fields, '__proto__')).toEqual({ polluted: 'yes' });
  });

  it('keeps File values from multipart forms', () => {
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    const fields = parsePhpForm([
      ['form_id', '7'],
      ['wpuf_file[]', file],
    ]);
    expect(fieldGroup(fields, 'wpuf_file')['0']).toBe(file);
  });
});
