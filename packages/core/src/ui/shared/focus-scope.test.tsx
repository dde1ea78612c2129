import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { tabbables, useFocusScope } from './focus-scope';

function Scope({ active, trap, children }: { active: boolean; trap: boolean; children?: ReactNode }) {
  const [el, setEl] = useState<HTMLElement | null>(null);
  useFocusScope(el, { active, trap });
  return (
    <section ref={setEl} tabIndex={-1} aria-label="kapsam">
      {children}
    </section>
  );
}

describe('tabbables', () => {
  test('finds what Tab reaches, in order, and skips the rest', () => {
    document.body.innerHTML = `
      <div id="root">
        <a href="/a">a</a><a>no href</a>
        <button>b</button><button disabled>off</button>
        <input type="hidden"><input aria-label="i">
        <span tabindex="0">s</span><span tabindex="-1">no</span>
        <div hidden><button>hidden</button></div>
      </div>`;
    const root = document.getElementById('root') as HTMLElement;
    expect(tabbables(root).map((el) => el.textContent || el.getAttribute('aria-label'))).toEqual([
      'a',
      'b',
      'i',
      's',
    ]);
  });
});

describe('useFocusScope', () => {
  test('with nothing tabbable, the container itself takes focus and Tab stays', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">dışarı</button>
        <Scope active trap>
          <p>yalnız metin</p>
        </Scope>
      </>,
    );
    const scope = screen.getByRole('region', { name: 'kapsam' });
    expect(scope).toHaveFocus();
    await user.tab();
    expect(scope).toHaveFocus();
  });

  test('a trap pulls focus back when something outside takes it', () => {
    render(
      <>
        <button type="button">dışarı</button>
        <Scope active trap>
          <button type="button">içeri</button>
        </Scope>
      </>,
    );
    screen.getByRole('button', { name: 'dışarı' }).focus();
    expect(screen.getByRole('button', { name: 'içeri' })).toHaveFocus();
  });

  test('without a trap, focus may leave; ending the scope then leaves it alone', () => {
    const { rerender } = render(
      <>
        <button type="button">dışarı</button>
        <Scope active trap={false}>
          <button type="button">içeri</button>
        </Scope>
      </>,
    );
    expect(screen.getByRole('button', { name: 'içeri' })).toHaveFocus();
    screen.getByRole('button', { name: 'dışarı' }).focus();
    expect(screen.getByRole('button', { name: 'dışarı' })).toHaveFocus();
    rerender(
      <>
        <button type="button">dışarı</button>
        <Scope active={false} trap={false}>
          <button type="button">içeri</button>
        </Scope>
      </>,
    );
    expect(screen.getByRole('button', { name: 'dışarı' })).toHaveFocus();
  });
});
