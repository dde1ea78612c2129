import { SHARE_POPUP_SIZE, sharePopupFeatures, shareTarget } from './share-window';

describe('share window', () => {
  test.each([
    [{ width: 1920, height: 1080 }, 'left=550,top=240'],
    [{ width: 1280, height: 800 }, 'left=230,top=100'],
    [{ width: 600, height: 400 }, 'left=0,top=0'],
  ])('is 800×500, centred on a %o screen (%s), noopener', (screen, position) => {
    const features = sharePopupFeatures(screen);
    expect(SHARE_POPUP_SIZE).toEqual({ width: 800, height: 500 });
    expect(features).toContain('width=800,height=500');
    expect(features).toContain(position);
    expect(features).toContain('noopener');
  });

  test.each([
    [' https://api.whatsapp.com/send?text=x', 'https://api.whatsapp.com/send?text=x'],
    ['mailto:?body=x', 'mailto:?body=x'],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('share target of %j is %j', (raw, expected) => {
    expect(shareTarget(raw)).toBe(expected);
  });
});
