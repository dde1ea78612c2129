import { coreMessages, t } from '../../i18n/index';
import { dialog } from './dialog';

/** The answer of a three-way question: OK, No, or Cancel (also Escape and a press outside). */
export type AskAnswer = 'ok' | 'no' | 'cancel';

/** Options of `alert`, `confirm` and `ask`. */
export interface AskOptions {
  /** A visible title naming the dialog; without one it is named "Uyarı" / "Onay". */
  title?: string;
  /** The buttons' texts; default the page catalogue's OK, No, Cancel (SPEC §9's default buttons). */
  ok?: string;
  no?: string;
  cancel?: string;
  /** Answers `cancel` (alert: closes) when aborted. */
  signal?: AbortSignal;
}

const CLASS = 'firsat-dialog';
// Low specificity (`:where`), so a theme's own rules win.
const STYLE = `:where(.${CLASS}){position:fixed;inset:0;z-index:100000;display:grid;place-items:center}:where(.${CLASS}-overlay){position:absolute;inset:0;background:rgb(0 0 0/.45)}:where(.${CLASS}-box){position:relative;max-width:min(28rem,calc(100vw - 2rem));padding:1.5rem;border-radius:.5rem;background:#fff;color:#222;box-shadow:0 10px 40px rgb(0 0 0/.3)}:where(.${CLASS}-buttons){display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end;margin-top:1rem}`;

// Safe answer first: Cancel (focused first), No, then OK.
const ANSWERS: Record<'alert' | 'confirm' | 'ask', AskAnswer[]> = {
  alert: ['ok'],
  confirm: ['cancel', 'ok'],
  ask: ['cancel', 'no', 'ok'],
};

async function show(
  kind: 'alert' | 'confirm' | 'ask',
  message: string,
  options: AskOptions,
): Promise<AskAnswer> {
  await coreMessages.load().catch(() => {});
  const doc = document;
  if (!doc.getElementById(`${CLASS}-style`)) {
    const style = doc.createElement('style');
    style.id = `${CLASS}-style`;
    style.textContent = STYLE;
    doc.head.append(style);
  }
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, name: string, text = '') => {
    const el = doc.createElement(tag);
    el.className = `${CLASS}-${name}`;
    el.textContent = text;
    return el;
  };
  const wrap = make('div', 'wrap');
  wrap.className = `${CLASS} ${CLASS}-${kind}`;
  const box = make('div', 'box');
  const title = options.title ? make('h2', 'title', options.title) : null;
  const text = make('p', 'message', message);
  const row = make('div', 'buttons');
  const controls = ANSWERS[kind].map((answer) => {
    const button = make('button', answer, options[answer] ?? t(answer));
    button.type = 'button';
    button.className = `button ${CLASS}-${answer}${answer === 'ok' ? ' alt' : ''}`;
    button.value = answer;
    return button;
  });
  row.append(...controls);
  box.append(...(title ? [title] : []), text, row);
  wrap.append(make('div', 'overlay'), box);
  wrap.hidden = true;
  doc.body.append(wrap);

  let answer: AskAnswer = 'cancel';
  const ended = new AbortController();
  const handle = dialog(wrap, {
    signal: ended.signal,
    content: box,
    role: 'alertdialog',
    title,
    label: t(kind === 'alert' ? 'alertLabel' : 'confirmLabel'),
    description: text,
    // The safe default: Cancel where there is one, else OK.
    initialFocus: () => controls.find((c) => c.value === 'cancel') ?? controls[0],
    fade: true,
  });
  row.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    answer = button.value as AskAnswer;
    void handle.close(answer);
  });
  options.signal?.addEventListener('abort', () => handle.close('abort'), {
    once: true,
    signal: ended.signal,
  });
  if (options.signal?.aborted) return 'cancel';
  await handle.open();
  ended.abort();
  wrap.remove();
  return answer;
}

/**
 * Shows `message` with one OK button, as `window.alert` and SweetAlert did, in an
 * `alertdialog` made for it and removed after; resolves once it is closed (OK, Escape, outside).
 */
export async function alert(message: string, options: AskOptions = {}): Promise<void> {
  await show('alert', message, options);
}

/**
 * Asks `message` with Cancel and OK, as `window.confirm` did: true for OK; false for Cancel,
 * Escape or a press outside. Cancel, the safe answer, has the focus first.
 */
export async function confirm(message: string, options: AskOptions = {}): Promise<boolean> {
  return (await show('confirm', message, options)) === 'ok';
}

/** The three-way question (SweetAlert's OK, No, Cancel): Escape and a press outside answer `cancel`. */
export function ask(message: string, options: AskOptions = {}): Promise<AskAnswer> {
  return show('ask', message, options);
}
