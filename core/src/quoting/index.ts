export * from './program-types.js';
export * from './policy-period.js';
export * from './locations.js';
export * from './money.js';
export * from './quote-status.js';
export * from './clients.js';
export * from './format.js';
export * from './quote-operations.js';
