import { CHECKOUT_FAILURE_REPLY, CHECKOUT_NONCE_REPLY, CHECKOUT_SUCCESS_REPLY } from './fixtures';
import {
  checkoutOutcome,
  createCheckoutPlacement,
  fieldCheck,
  fieldRules,
  isValidEmail,
  isValidPhone,
  parseCheckoutReply,
  rowClassesFor,
} from './model';

const text = (value: string) => ({ value, checkbox: false, checked: false });
const box = (checked: boolean) => ({ value: 'on', checkbox: true, checked });

describe('field rules (checkout.md §5)', () => {
  test('come from the row’s classes', () => {
    expect(fieldRules(['form-row', 'validate-required', 'validate-email'])).toEqual({
      required: true,
      email: true,
      phone: false,
    });
    expect(fieldRules(['form-row', 'form-row-wide'])).toEqual({
      required: false,
      email: false,
      phone: false,
    });
  });

  test('e-mail: checkout.js’s pattern needs a dot in the domain', () => {
    expect(isValidEmail('jane@example.com')).toBe(true);
    expect(isValidEmail('ayşe.yılmaz@örnek.com.tr')).toBe(true);
    expect(isValidEmail('not-an-email')).toBe(false);
    expect(isValidEmail('jane@localhost')).toBe(false);
  });

  test('phone: nothing but digits, spaces and # _ - + / ( ) .', () => {
    expect(isValidPhone('+1 (415) 555-0100')).toBe(true);
    expect(isValidPhone('0532 123 45 67')).toBe(true);
    expect(isValidPhone('12ab')).toBe(false);
  });

  test('a required field fails empty, a checkbox fails unticked; others pass', () => {
    const required = fieldRules(['validate-required']);
    expect(fieldCheck(required, text('  '))).toBe('required');
    expect(fieldCheck(required, text('Ada'))).toBe('valid');
    expect(fieldCheck(required, box(false))).toBe('required');
    expect(fieldCheck(required, box(true))).toBe('valid');
    expect(fieldCheck(fieldRules([]), text(''))).toBe('valid');
  });

  test('an empty required field is left unchecked until it was edited (the reference’s fix)', () => {
    const required = fieldRules(['validate-required', 'validate-email']);
    expect(fieldCheck(required, text(''), { checkRequired: false })).toBe('unchecked');
    // a wrong value is still a wrong value
    expect(fieldCheck(required, text('x@y'), { checkRequired: false })).toBe('email');
  });

  test('e-mail and phone are checked only when filled', () => {
    const email = fieldRules(['validate-email']);
    const phone = fieldRules(['validate-required', 'validate-phone']);
    expect(fieldCheck(email, text(''))).toBe('valid');
    expect(fieldCheck(email, text('jane@localhost'))).toBe('email');
    expect(fieldCheck(phone, text('12ab'))).toBe('phone');
  });

  test('the row classes of each outcome', () => {
    expect(rowClassesFor('required')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    expect(rowClassesFor('email')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email']);
    expect(rowClassesFor('phone')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-phone']);
    expect(rowClassesFor('server')).toEqual(['woocommerce-invalid']);
    expect(rowClassesFor(null)).toEqual(['woocommerce-validated']);
  });
});

describe('the ?wc-ajax=checkout reply (checkout.md §3, §4, §9)', () => {
  test('success goes to the redirect', () => {
    const reply = parseCheckoutReply(JSON.stringify(CHECKOUT_SUCCESS_REPLY));
    expect(checkoutOutcome(reply)).toEqual({ kind: 'redirect', url: CHECKOUT_SUCCESS_REPLY.redirect });
  });

  test('a failure shows its notices; a refused nonce asks for the refresh first', () => {
    expect(checkoutOutcome(parseCheckoutReply(JSON.stringify(CHECKOUT_FAILURE_REPLY)))).toEqual({
      kind: 'notices',
      html: CHECKOUT_FAILURE_REPLY.messages,
      refresh: false,
    });
    expect(checkoutOutcome(parseCheckoutReply(JSON.stringify(CHECKOUT_NONCE_REPLY)))).toMatchObject({
      kind: 'notices',
      refresh: true,
    });
  });

  test('reload wins over the messages (they wait in the session for the reloaded page)', () => {
    const reply = parseCheckoutReply('{"result":"failure","messages":"","refresh":false,"reload":true}');
    expect(checkoutOutcome(reply)).toEqual({ kind: 'reload' });
  });

  test('a failure without notices is WooCommerce’s generic checkout error', () => {
    const reply = parseCheckoutReply('{"result":"failure","messages":"","refresh":false,"reload":false}');
    expect(checkoutOutcome(reply)).toEqual({ kind: 'checkout-error', refresh: false });
  });

  test('the JSON repair: a PHP warning before the reply is skipped, for this request only', () => {
    const body = `<br />\n<b>Warning</b>: Undefined array key in x.php on line 3<br />\n${JSON.stringify(CHECKOUT_SUCCESS_REPLY)}`;
    expect(checkoutOutcome(parseCheckoutReply(body))).toEqual({
      kind: 'redirect',
      url: CHECKOUT_SUCCESS_REPLY.redirect,
    });
  });

  test('anything else is unreadable: the generic error', () => {
    for (const body of ['', '-1', '0', '<html>Fatal error</html>', '{"result":"success"}', '{"foo":1}']) {
      expect(parseCheckoutReply(body), body).toBeNull();
      expect(checkoutOutcome(parseCheckoutReply(body))).toEqual({ kind: 'checkout-error', refresh: false });
    }
  });
});

describe('placing the order', () => {
  test('one at a time: a second submit while placing is refused', () => {
    const placement = createCheckoutPlacement();
    const seen: string[] = [];
    placement.subscribe((status) => seen.push(status));
    expect(placement.begin()).toBe(true);
    expect(placement.begin()).toBe(false);
    placement.settle({ kind: 'notices', html: '<ul></ul>', refresh: false });
    expect(placement.begin()).toBe(true);
    expect(seen).toEqual(['placing', 'idle', 'placing']);
  });

  test('after a redirect or a reload the page is leaving: nothing more is sent', () => {
    const placement = createCheckoutPlacement();
    placement.begin();
    placement.settle({ kind: 'redirect', url: '/odeme/siparis-alindi/1/?key=k' });
    expect(placement.getSnapshot()).toBe('leaving');
    expect(placement.begin()).toBe(false);
    placement.reset();
    expect(placement.getSnapshot()).toBe('idle');
  });
});
