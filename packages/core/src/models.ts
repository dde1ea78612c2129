// Pure, framework-free models (no DOM, no React): the countdown (remaining time, deal dates, a
// store and the shared second ticker), pagination (numbered window, load-more / prev / next
// rules, scroll target, a store; the product listings of issue 12 use it) and the snapshot
// store every model's `subscribe` is built on.
export * from './models/index';
export * from './snapshot-store/index';
