export * from './claim-statuses.js';
export * from './claims-schedule.js';
export * from './data-updates.js';
