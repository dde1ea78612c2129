test('a behaviour module loads core’s texts for the page locale with its own', async () => {
  vi.resetModules();
  const { behaviourModule } = await import('./index');
  const { configure } = await import('../configure/index');
  const { t } = await import('../i18n/index');
  configure({ locale: 'en' });
  const module = behaviourModule({ props: { parse: () => ({}) }, bind: () => {} });
  expect(t('close')).toBe('close');
  await module.messages?.load();
  expect(t('close')).toBe('Close');
});
