import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announce } from '../live-region/index';
import {
  ModalClose,
  ModalContent,
  ModalOverlay,
  ModalPortal,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
  ModalViewport,
} from '../modal/index';

const ROLES = new Set(['dialog', 'listbox', 'option', 'combobox', 'status', 'alert']);
const ID_REFS = ['aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-activedescendant'];

/** A structural check without axe: valid roles, resolvable id references, names, no duplicate ids. */
function structuralProblems(doc: Document): string[] {
  const problems: string[] = [];
  const ids = Array.from(doc.querySelectorAll('[id]'), (el) => el.id);
  for (const id of new Set(ids)) {
    if (ids.filter((x) => x === id).length > 1) problems.push(`duplicate id ${id}`);
  }
  for (const el of doc.querySelectorAll<HTMLElement>('[role]')) {
    const role = el.getAttribute('role') ?? '';
    if (!ROLES.has(role)) problems.push(`unexpected role ${role}`);
    if (
      (role === 'dialog' || role === 'listbox') &&
      !el.getAttribute('aria-label') &&
      !el.getAttribute('aria-labelledby')
    ) {
      problems.push(`${role} without a name`);
    }
    if (role === 'option' && !el.hasAttribute('aria-selected')) problems.push('option without aria-selected');
    if (role === 'option' && !el.closest('[role="listbox"]')) problems.push('option outside a listbox');
    if (role === 'combobox' && !el.hasAttribute('aria-expanded'))
      problems.push('combobox without aria-expanded');
  }
  for (const attr of ID_REFS) {
    for (const el of doc.querySelectorAll(`[${attr}]`)) {
      for (const ref of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) {
        if (!doc.getElementById(ref)) problems.push(`${attr}="${ref}" points nowhere`);
      }
    }
  }
  for (const el of doc.querySelectorAll('[aria-expanded]')) {
    if (!['true', 'false'].includes(el.getAttribute('aria-expanded') ?? ''))
      problems.push('bad aria-expanded');
  }
  for (const el of doc.querySelectorAll('[data-state]')) {
    if (!['open', 'closed', 'checked', 'unchecked'].includes(el.getAttribute('data-state') ?? '')) {
      problems.push('bad data-state');
    }
  }
  return problems;
}

function Page() {
  return (
    <ModalRoot>
      <ModalTrigger>Hızlı bakış</ModalTrigger>
      <ModalPortal>
        <ModalViewport className="wopb-modal-wrap">
          <ModalOverlay className="wopb-modal-overlay" />
          <ModalContent className="wopb-modal-content">
            <ModalTitle>Ürün</ModalTitle>
            <ModalClose />
          </ModalContent>
        </ModalViewport>
      </ModalPortal>
    </ModalRoot>
  );
}

describe('roles and ARIA of the shared UI', () => {
  test('the check itself catches broken markup', () => {
    document.body.innerHTML =
      '<div role="dialog"></div><button aria-controls="nowhere" aria-expanded="yes"></button><p id="a"></p><p id="a"></p>';
    expect(structuralProblems(document)).toEqual([
      'duplicate id a',
      'dialog without a name',
      'aria-controls="nowhere" points nowhere',
      'bad aria-expanded',
    ]);
  });

  test('closed and open states are structurally sound', async () => {
    const user = userEvent.setup();
    render(<Page />);
    announce('Sepete eklendi');
    expect(structuralProblems(document)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Hızlı bakış' }));
    const modal = screen.getByRole('dialog', { name: 'Ürün' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(structuralProblems(document)).toEqual([]);
  });
});
