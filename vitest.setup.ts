import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { preloadSanitizer } from '@firsat/core/html';
import { patchHappyDomNodeName, preloadUiMessages, resetConfig, resetStores } from '@firsat/core/testing';
import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

// happy-dom hides element names from DOMPurify; without this, sanitising would refuse to insert.
patchHappyDomNodeName();
// happy-dom has no HTML Sanitizer API, so DOMPurify is the sanitiser here; loaded up front, as the
// browser's own sanitizer is, so server HTML goes in synchronously (html/*.test.ts cover the wait).
await preloadSanitizer();
// Core's interface texts load per locale with an island's start; tests render views directly.
await preloadUiMessages();

/**
 * React's act() warnings: a state update landed outside act (the test went on without awaiting
 * it), or act itself was misused. A passing test has none: the test fails, the output stays.
 */
const ACT_WARNING = /not wrapped in act\(|not configured to support act\(|not awaited|overlapping act\(\)/;

// What console.error / console.warn printed, whether or not a test mocks them: the spies below
// see the calls while a test mocks them, this recorder every other call (after a test restored its
// spy, or between tests).
const printed: string[] = [];
for (const method of ['error', 'warn'] as const) {
  const original = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    printed.push(format(...args));
    original(...args);
  };
}
let spies: MockInstance[] = [];
let lastTest = '';

/** The act warnings printed since the last call (each once). */
function takeActWarnings(): string[] {
  const messages = new Set([
    ...printed,
    ...spies.flatMap((spy) => spy.mock.calls.map((args) => format(...args))),
  ]);
  printed.length = 0;
  for (const spy of spies) spy.mockClear();
  return [...messages].filter((message) => ACT_WARNING.test(message));
}

function failOn(warnings: string[], when: string): void {
  if (warnings.length === 0) return;
  throw new Error(
    `React printed ${warnings.length} act(...) warning(s) ${when}: a state update landed outside act — await it (waitFor, findBy*, await act(async () => …)) before the test goes on or ends.\n\n${warnings.join('\n\n')}`,
  );
}

beforeEach(() => {
  // Updates that landed after the previous test's last check (a timer it left running).
  const late = takeActWarnings();
  spies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  failOn(late, `after "${lastTest}" had ended`);
});

afterEach(async () => {
  cleanup();
  // Islands still on the page are released by the loader's observer when their elements go, and
  // the runtime's root updates then: inside act, awaited, like any other state update.
  await act(async () => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    await Promise.resolve();
  });
  // The page's config is read once and memoised; each test starts from a fresh page.
  resetConfig();
  resetStores();
  lastTest = expect.getState().currentTestName ?? '';
  failOn(takeActWarnings(), 'in this test');
});

afterAll(() => failOn(takeActWarnings(), `after "${lastTest}" had ended`));
