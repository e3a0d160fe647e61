export * from './claim-statuses.js';
export * from './claims-schedule.js';
