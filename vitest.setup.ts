import '@testing-library/jest-dom/vitest';
import { preloadSanitizer } from '@firsat/core/html';
import { patchHappyDomNodeName, resetConfig, resetStores } from '@firsat/core/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom hides element names from DOMPurify; without this, sanitising would refuse to insert.
patchHappyDomNodeName();
// happy-dom has no HTML Sanitizer API, so DOMPurify is the sanitiser here; loaded up front, as the
// browser's own sanitizer is, so server HTML goes in synchronously (html/*.test.ts cover the wait).
await preloadSanitizer();

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  // The page's config is read once and memoised; each test starts from a fresh page.
  resetConfig();
  resetStores();
});
