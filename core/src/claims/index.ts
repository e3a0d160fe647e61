export * from './claim-statuses.js';
export * from './claims-schedule.js';
export * from './settlement.js';
export * from './policy-tracking.js';
export * from './claim-review.js';
