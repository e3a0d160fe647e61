export * from './client-contract.js';
export * from './current-user.js';
export * from './redirect.js';
export * from './session-context.js';
export * from './session-provider.js';
export * from './token-store.js';
