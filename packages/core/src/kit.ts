/**
 * `@firsat/core/kit`: the behaviour kit (docs/ARCHITECTURE.md, "The behaviour kit"). No React:
 * a behaviour's chunk imports only the parts it uses, and nothing here reaches the loader.
 */
export * from './kit/index';
