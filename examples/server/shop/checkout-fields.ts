/**
 * The checkout's fields as WC_Checkout::get_checkout_fields() gives them for a Turkish store, and
 * their rules (WC_Checkout::validate_posted_data): which are required and which carry an e-mail or
 * phone check. The checkout page prints the same list (classes `validate-required`,
 * `validate-email`, `validate-phone`), so what the page marks and what the server checks agree.
 */

export type FieldGroup = 'billing' | 'shipping';

/** The address and contact keys, as the field names end: `billing_<key>`. */
export type FieldKey =
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'country'
  | 'address_1'
  | 'address_2'
  | 'city'
  | 'state'
  | 'postcode'
  | 'phone'
  | 'email';

export interface CheckoutField {
  key: FieldKey;
  required: boolean;
  /** the extra check of `validate-email` / `validate-phone` / `validate-postcode` */
  validate?: 'email' | 'phone' | 'postcode';
  type: 'text' | 'email' | 'tel' | 'country';
  autocomplete: string;
  width: 'first' | 'last' | 'wide';
  /** the row's `address-field` class */
  address?: boolean;
}

const addressFields: CheckoutField[] = [
  { key: 'first_name', required: true, type: 'text', autocomplete: 'given-name', width: 'first' },
  { key: 'last_name', required: true, type: 'text', autocomplete: 'family-name', width: 'last' },
  { key: 'company', required: false, type: 'text', autocomplete: 'organization', width: 'wide' },
  {
    key: 'country',
    required: true,
    type: 'country',
    autocomplete: 'country',
    width: 'wide',
    address: true,
  },
  {
    key: 'address_1',
    required: true,
    type: 'text',
    autocomplete: 'address-line1',
    width: 'wide',
    address: true,
  },
  {
    key: 'address_2',
    required: false,
    type: 'text',
    autocomplete: 'address-line2',
    width: 'wide',
    address: true,
  },
  { key: 'city', required: true, type: 'text', autocomplete: 'address-level2', width: 'wide', address: true },
  {
    key: 'state',
    required: true,
    type: 'text',
    autocomplete: 'address-level1',
    width: 'wide',
    address: true,
  },
  {
    key: 'postcode',
    required: true,
    validate: 'postcode',
    type: 'text',
    autocomplete: 'postal-code',
    width: 'wide',
    address: true,
  },
];

/** The fields of each group, in WooCommerce's priority order (phone 100 before email 110). */
export const checkoutFields: Record<FieldGroup, CheckoutField[]> = {
  billing: [
    ...addressFields,
    { key: 'phone', required: true, validate: 'phone', type: 'tel', autocomplete: 'tel', width: 'wide' },
    { key: 'email', required: true, validate: 'email', type: 'email', autocomplete: 'email', width: 'wide' },
  ],
  shipping: addressFields,
};

/** The one country the demo sells to. */
export const STORE_COUNTRY = 'TR';

/** WC_Validation::is_phone(): nothing left after digits, whitespace and `# _ - + / ( ) .`. */
export function isPhone(value: string): boolean {
  return value.replace(/[\s#0-9_\-+/().]/g, '').trim() === '';
}

/**
 * WordPress's is_email(): a local part of the allowed characters, an `@`, and a domain of at
 * least two dot-separated labels made of letters, digits and hyphens (not at either end).
 */
export function isEmail(value: string): boolean {
  if (value.length < 6) return false;
  const at = value.indexOf('@', 1);
  if (at === -1 || value.indexOf('@', at + 1) !== -1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (domain.includes('..') || domain.replace(/^[\s.-]+|[\s.-]+$/g, '') !== domain) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => /^[a-z0-9-]+$/i.test(label) && !/^-|-$/.test(label));
}

/** What is wrong with one posted field. */
export interface FieldProblem {
  group: FieldGroup;
  key: FieldKey;
  /** the field's id and name, the notice's data-id: `billing_email` */
  id: string;
  problem: 'required' | 'email' | 'phone';
}

/**
 * WC_Checkout::validate_posted_data() for one group: required fields must not be empty, a
 * non-empty e-mail must be an e-mail and a non-empty phone a phone number, in field order.
 */
export function fieldProblems(group: FieldGroup, values: Record<string, string>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of checkoutFields[group]) {
    const id = `${group}_${field.key}`;
    const value = (values[id] ?? '').trim();
    if (field.required && value === '') problems.push({ group, key: field.key, id, problem: 'required' });
    else if (value !== '' && field.validate === 'email' && !isEmail(value))
      problems.push({ group, key: field.key, id, problem: 'email' });
    else if (value !== '' && field.validate === 'phone' && !isPhone(value))
      problems.push({ group, key: field.key, id, problem: 'phone' });
  }
  return problems;
}
