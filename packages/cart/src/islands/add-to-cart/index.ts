export * from './definition';
