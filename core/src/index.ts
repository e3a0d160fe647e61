export * from './errors.js';
export * from './auth/roles.js';
export * from './auth/permissions.js';
export * from './auth/tokens.js';
export * from './geo/us-states.js';
export * from './schemas/auth.js';
export * from './api/public-fields.js';
export * from './feature-flags.js';
