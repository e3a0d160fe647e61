export * from './client.js';
export * from './document.js';
export * from './errors.js';
export * from './context.js';
