export * from './calendar.js';
export * from './risk-period.js';
export * from './units.js';
export * from './grid.js';
export * from './datasets.js';
export * from './cpc-id.js';
export * from './data-versions.js';
