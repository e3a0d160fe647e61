export * from './program-types.js';
export * from './policy-period.js';
export * from './locations.js';
export * from './money.js';
