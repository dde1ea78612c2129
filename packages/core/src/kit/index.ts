// The behaviour kit: what behaviours (and views, where they need the same thing) are written
// with, framework-free, each part taking the island's AbortSignal and pairing every change it
// makes with its cleanup. Each part lives in its own folder here and is exported below.

export * from './focus-list/index';
