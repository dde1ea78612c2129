import '@testing-library/jest-dom/vitest';
import { patchHappyDomNodeName, resetConfig, resetStores } from '@firsat/core/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom hides element names from DOMPurify; without this, sanitising would refuse to insert.
patchHappyDomNodeName();

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  // The page's config is read once and memoised; each test starts from a fresh page.
  resetConfig();
  resetStores();
});
