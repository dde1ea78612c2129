// The behaviour kit: what behaviours (and views, where they need the same thing) are written
// with, framework-free, each part taking the island's AbortSignal and pairing every change it
// makes with its cleanup. Each part lives in its own folder here and is exported below.

export * from './address/index';
export * from './debounce/index';
export * from './dialog/index';
export * from './disclosure/index';
export * from './flex-menu/index';
export * from './focus-list/index';
export * from './focus-trap/index';
export * from './inert/index';
export * from './listing/index';
export * from './plural/index';
export * from './pressable/index';
export * from './printed/index';
export * from './request/index';
export * from './scroll/index';
export * from './share-window/index';
export * from './toast/index';
