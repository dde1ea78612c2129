import { resetConfig } from '../../config/index';
import { alert, ask, confirm } from './index';

const dialogBox = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const opened = async () => {
  await vi.waitFor(() => expect(dialogBox()).not.toBeNull());
  return dialogBox() as HTMLElement;
};
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.firsat-dialog button')].find(
    (b) => b.textContent === name,
  ) as HTMLButtonElement;
const pressEscape = () =>
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

describe('alert, confirm, ask', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main><button id="opener">sil</button></main>';
    document.getElementById('opener')?.focus();
  });

  test.each<[string, () => Promise<unknown>, () => void, unknown]>([
    ['confirm: OK', () => confirm('Silinsin mi?'), () => button('Tamam').click(), true],
    ['confirm: Cancel', () => confirm('Silinsin mi?'), () => button('Vazgeç').click(), false],
    ['confirm: Escape', () => confirm('Silinsin mi?'), pressEscape, false],
    [
      'confirm: a press outside',
      () => confirm('Silinsin mi?'),
      () => document.querySelector<HTMLElement>('.firsat-dialog-overlay')?.click(),
      false,
    ],
    ['ask: No', () => ask('Kaydedilsin mi?'), () => button('Hayır').click(), 'no'],
    ['ask: OK', () => ask('Kaydedilsin mi?'), () => button('Tamam').click(), 'ok'],
    ['ask: Escape', () => ask('Kaydedilsin mi?'), pressEscape, 'cancel'],
    ['alert: OK', () => alert('Kaydedildi'), () => button('Tamam').click(), undefined],
  ])('%s', async (_, show, act, answer) => {
    const answered = show();
    await opened();
    act();
    await expect(answered).resolves.toBe(answer);
    expect(document.querySelector('.firsat-dialog')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
    expect(document.querySelector('main')).not.toHaveAttribute('inert');
  });

  test.each([
    ['confirm', () => confirm('Sepet boşaltılsın mı?'), 'Onay', ['Vazgeç', 'Tamam'], 'Vazgeç'],
    [
      'ask',
      () => ask('Değişiklikler kaydedilsin mi?', { title: 'Kaydet' }),
      'Kaydet',
      ['Vazgeç', 'Hayır', 'Tamam'],
      'Vazgeç',
    ],
    ['alert', () => alert('Form gönderildi'), 'Uyarı', ['Tamam'], 'Tamam'],
  ])(
    '%s: an alertdialog named, described by its message, the safe button focused, the page inert',
    async (_, show, name, buttons, focused) => {
      void show();
      const box = await opened();
      expect(box).toHaveAccessibleName(name);
      expect(box).toHaveAccessibleDescription(/.+/);
      expect(box.getAttribute('aria-modal')).toBe('true');
      expect([...box.querySelectorAll('button')].map((b) => b.textContent)).toEqual(buttons);
      expect(document.activeElement?.textContent).toBe(focused);
      expect(document.querySelector('main')).toHaveAttribute('inert');
      pressEscape();
    },
  );

  test('texts given win; an aborted signal answers Cancel', async () => {
    const controller = new AbortController();
    const answered = confirm('Emin misiniz?', { ok: 'Sil', cancel: 'Kalsın', signal: controller.signal });
    await opened();
    expect(button('Sil')).toBeTruthy();
    expect(button('Kalsın')).toBeTruthy();
    controller.abort();
    await expect(answered).resolves.toBe(false);
    expect(document.querySelector('.firsat-dialog')).toBeNull();
  });

  test('English pages get English buttons', async () => {
    document.documentElement.lang = 'en';
    resetConfig();
    void confirm('Sure?');
    await opened();
    expect([...document.querySelectorAll('.firsat-dialog button')].map((b) => b.textContent)).toEqual([
      'Cancel',
      'OK',
    ]);
    pressEscape();
    document.documentElement.lang = 'tr';
    resetConfig();
  });
});
