export * from './claim-statuses.js';
export * from './claims-schedule.js';
export * from './claim-paths.js';
export * from './claim-texts.js';
