import { resetConfig } from '../config/index';
import { configure } from '../configure/index';
import { defineMessages } from './island-messages';

/** An island's messages as its folder declares them, with the locale loaders spied on. */
function sample() {
  const tr = vi.fn(async () => ({ default: { added: '{name} sepete eklendi', close: 'Kapat' } as const }));
  const en = vi.fn(async () => ({ default: { added: '{name} added to the cart', close: 'Close' } }));
  const messages = defineMessages({ spec: { failed: 'Error occured.please try again' } as const, tr, en });
  return { messages, tr, en };
}

afterEach(() => {
  resetConfig();
  document.documentElement.lang = '';
});

it('fetches only the page locale’s texts, once', async () => {
  const { messages, tr, en } = sample();
  await Promise.all([messages.load(), messages.load()]);
  await messages.load();
  expect(tr).toHaveBeenCalledTimes(1);
  expect(en).not.toHaveBeenCalled();
  expect(messages.t('close')).toBe('Kapat');
  expect(messages.t('added', { name: 'Bere' })).toBe('Bere sepete eklendi');
});

it('speaks English on an English page', async () => {
  document.documentElement.lang = 'en-GB';
  resetConfig();
  const { messages, tr, en } = sample();
  await messages.load();
  expect(en).toHaveBeenCalledTimes(1);
  expect(tr).not.toHaveBeenCalled();
  expect(messages.t('close')).toBe('Close');
});

it('has SPEC’s texts verbatim without loading anything, and lets a server-printed text win', async () => {
  const { messages, tr } = sample();
  expect(messages.t('failed')).toBe('Error occured.please try again');
  expect(tr).not.toHaveBeenCalled();
  configure({ messages: { close: 'Kapat!', failed: 'Bir hata oldu' } });
  await messages.load();
  expect(messages.t('close')).toBe('Kapat!');
  expect(messages.t('failed')).toBe('Bir hata oldu');
});

it('says so when a text is used before its messages loaded', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { messages } = sample();
  expect(messages.t('close')).toBe('close');
  expect(error).toHaveBeenCalledWith(expect.stringContaining('"close" used before'));
});
