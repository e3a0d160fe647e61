/** The local stack's defaults (infra/local/stack.ts defaultPorts), for CLIs run without TABLE_NAME. */
export const LOCAL = {
  dynamodb: 'http://localhost:4567',
  sqs: 'http://localhost:4569',
  table: 'almanac-local',
  web: 'http://localhost:5173',
  gridDir: '.data/grid',
};
