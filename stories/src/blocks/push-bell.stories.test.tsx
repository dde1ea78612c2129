import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { pageMounted, storyServer } from '../story-test';
import * as stories from './push-bell.stories';

const Bell = composeStories(stories);
const { use } = storyServer();

const panel = () => document.querySelector('.firsat-push-panel') as HTMLElement;
const action = () => document.querySelector('.firsat-push-action') as HTMLButtonElement;
const state = () => document.querySelector('.firsat-push-bell')?.getAttribute('data-push-state');
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';

describe('push bell stories', () => {
  test('Closed: the bell is there, named, its panel hidden; no script injected', async () => {
    use(Bell.Closed);
    render(<Bell.Closed />);
    await pageMounted('push-bell');
    const bell = await waitFor(() => document.querySelector('.firsat-push-toggle') as HTMLElement);
    expect(bell).toHaveAccessibleName('Anlık bildirimler');
    expect(panel().hidden).toBe(true);
    expect(state()).toBe('idle');
    expect(document.querySelector('script[src*="firsat-push"]')).toBe(null);
  });

  test.each<[keyof typeof Bell, string, string, string | null]>([
    ['Loading', 'loading', 'Bildirim servisi yükleniyor…', null],
    ['Unsubscribed', 'unsubscribed', 'Bildirimlere abone değilsiniz.', 'Abone ol'],
    ['Subscribed', 'subscribed', 'Bildirimlere abonesiniz.', 'Aboneliği iptal et'],
    ['NowSubscribed', 'subscribed', 'Bildirimlere abone oldunuz.', 'Aboneliği iptal et'],
    ['NowUnsubscribed', 'unsubscribed', 'Bildirim aboneliğiniz iptal edildi.', 'Abone ol'],
    ['Denied', 'denied', 'Bildirim izni verilmedi.', null],
    ['DeniedAtPrompt', 'denied', 'Bildirim izni verilmedi.', null],
    ['Unsupported', 'unsupported', 'Bu tarayıcı anlık bildirimleri desteklemiyor.', null],
    ['Failed', 'failed', 'Bildirim servisine ulaşılamadı.', 'Tekrar dene'],
  ])('%s: %s, said and announced', async (name, expected, text, label) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Story = Bell[name];
    use(Story);
    render(<Story />);
    await waitFor(() => expect(state()).toBe(expected), { timeout: 4000 });
    expect(panel().hidden).toBe(false);
    expect(panel()).toHaveTextContent(text);
    await waitFor(() => expect(announced()).toContain(text));
    if (label) expect(action()).toHaveTextContent(label);
    else expect(action().hidden || action().disabled).toBe(true);
    if (name === 'Failed') expect(errors).toHaveBeenCalledWith('Error occured.please try again', 500);
    errors.mockRestore();
  });
});
