import { describe, expect, it } from 'vitest';
import { decodeEntities, localizeScript, phpJson, RawJson } from './php-json';

describe('phpJson', () => {
  it('escapes slashes and non-ASCII the way PHP json_encode does', () => {
    expect(phpJson({ url: '/wp-admin/admin-ajax.php', symbol: '₺', name: 'Fırsat' })).toBe(
      '{"url":"\\/wp-admin\\/admin-ajax.php","symbol":"\\u20ba","name":"F\\u0131rsat"}',
    );
    expect(phpJson('</script>')).toBe('"<\\/script>"');
    expect(phpJson('😀')).toBe('"\\ud83d\\ude00"');
  });

  it('prints raw tokens verbatim and skips undefined members', () => {
    expect(phpJson({ lifetime: new RawJson('1.0e-5'), gone: undefined, list: [1, true, null] })).toBe(
      '{"lifetime":1.0e-5,"list":[1,true,null]}',
    );
  });
});

describe('localizeScript', () => {
  it('turns top-level scalars into strings like wp_localize_script, nested values untouched', () => {
    expect(localizeScript('x', { yes: true, no: false, n: 7, sym: '&#8378;', nested: { on: true } })).toBe(
      'var x = {"yes":"1","no":"","n":"7","sym":"\\u20ba","nested":{"on":true}};',
    );
  });

  it('decodes numeric and basic named entities', () => {
    expect(decodeEntities('&#8378; &#x20BA; &amp; &quot;x&quot; &hellip;')).toBe('₺ ₺ & "x" &hellip;');
  });
});
