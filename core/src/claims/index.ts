export * from './claim-statuses.js';
export * from './claims-schedule.js';
export * from './coverage-types.js';
export * from './loss-report.js';
export * from './loss-report-texts.js';
export * from './loss-report-pages.js';
