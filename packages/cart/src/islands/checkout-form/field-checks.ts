/**
 * The inline field checks written into the form (checkout.md §5): a row's `woocommerce-invalid*`
 * / `woocommerce-validated` classes, the field's `aria-invalid`, and the server's message under it
 * tied to the field with `aria-describedby`. What a rule says is the model's (`fieldCheck`).
 */

import { type Field, fieldValue, INLINE_MESSAGE, isField, isOutOfPlay, messageIdOf } from './markup';
import { type FieldCheck, fieldCheck, fieldRules, ROW_STATE_CLASSES, rowClassesFor } from './model';

/** Adds or removes one id in `aria-describedby`, keeping the ids others put there. */
function describedBy(field: Field, id: string, on: boolean): void {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id);
  if (on) ids.push(id);
  if (ids.length > 0) field.setAttribute('aria-describedby', ids.join(' '));
  else field.removeAttribute('aria-describedby');
}

/** checkout.js on `input`: the field is being edited, so it is neither invalid nor validated. */
export function clearField(field: Field): void {
  field.closest('.form-row')?.classList.remove(...ROW_STATE_CLASSES);
  field.removeAttribute('aria-invalid');
  describedBy(field, messageIdOf(field), false);
  field.closest('.form-row')?.querySelector(`.${INLINE_MESSAGE}`)?.remove();
}

/** Writes a check into the row's classes and the field's aria-invalid. */
function markField(field: Field, check: FieldCheck | 'server'): void {
  const row = field.closest('.form-row');
  if (!row || check === 'unchecked') return;
  row.classList.remove(...ROW_STATE_CLASSES);
  row.classList.add(...rowClassesFor(check === 'valid' ? null : check));
  if (check === 'valid') field.removeAttribute('aria-invalid');
  else field.setAttribute('aria-invalid', 'true');
}

/** Runs the row's rules on a field (skipping fields out of play). */
export function checkField(field: Field, form: HTMLFormElement, checkRequired: boolean): FieldCheck {
  const row = field.closest('.form-row');
  if (!row || isOutOfPlay(field, form)) return 'unchecked';
  const check = fieldCheck(fieldRules(row.classList), fieldValue(field), { checkRequired });
  markField(field, check);
  return check;
}

/** `show_inline_errors`: the server's message under each field it names, the field marked. */
export function showInlineErrors(form: HTMLFormElement, list: Element): void {
  for (const item of list.querySelectorAll<HTMLElement>('li[data-id]')) {
    const id = item.dataset.id ?? '';
    const matches = document.querySelectorAll(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
    const field = matches[0] ?? null;
    if (matches.length !== 1 || !isField(field) || !form.contains(field)) continue;
    const row = field.closest('.form-row');
    if (!row) continue;
    const message = document.createElement('p');
    message.id = messageIdOf(field);
    message.className = INLINE_MESSAGE;
    message.textContent = (item.textContent ?? '').trim();
    row.append(message);
    describedBy(field, message.id, true);
    if (!row.classList.contains('woocommerce-invalid')) markField(field, 'server');
    else field.setAttribute('aria-invalid', 'true');
  }
}
