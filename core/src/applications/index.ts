export * from './contract-status.js';
export * from './diligent-effort.js';
export * from './application-form.js';
export * from './application-lifecycle.js';
export * from './uploads.js';
export * from './contract-history.js';

export * from './electronic-agreement.js';
export * from './client-review.js';
export * from './payment.js';
export * from './client-step-history.js';
export * from './binding.js';
export * from './policy-number.js';
export * from './operations.js';
export * from './client-documents.js';
export * from './client-actions.js';
export * from './contract-documents.js';
export * from './operations-paths.js';
