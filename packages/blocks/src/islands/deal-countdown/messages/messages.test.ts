import { resetConfig } from '@firsat/core/testing';
import en from './en';
import { messages } from './index';
import tr from './tr';

afterEach(() => {
  document.documentElement.lang = '';
  resetConfig();
});

test('Turkish and English labels for cells the plugin did not print', () => {
  expect(Object.values(tr)).toEqual(['Gün', 'Saat', 'Dakika', 'Saniye']);
  expect(Object.values(en)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
});

test('the page language’s labels, once loaded', async () => {
  await messages.load();
  expect(messages.t('countdownDays')).toBe('Gün');
  document.documentElement.lang = 'en-GB';
  resetConfig();
  await messages.load();
  expect(messages.t('countdownSeconds')).toBe('Seconds');
});
