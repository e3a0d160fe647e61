import { Duration } from 'aws-cdk-lib';
import { workers } from './routing.js';

/**
 * The SQS work queues of a stage, each with its own dead-letter queue. Add a name here to add a
 * queue; a routing `needs` entry `<name>Queue` then grants send and sets `<NAME>_QUEUE_URL`.
 */
export const queueNames = ['mail', 'pricing', 'claimLink'] as const;
export type QueueName = (typeof queueNames)[number];

/** Lambda timeout of every SQS worker. */
export const WORKER_TIMEOUT = Duration.seconds(30);
/** AWS's advice: a queue's visibility timeout at least six times its consumer's timeout. */
export const QUEUE_VISIBILITY_TIMEOUT = Duration.seconds(WORKER_TIMEOUT.toSeconds() * 6);
/** Receives before a message moves to the dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;

/** `mail` → `MAIL_QUEUE_URL`, `pricingJobs` → `PRICING_JOBS_QUEUE_URL`. */
export function queueUrlEnvName(name: string): string {
  return `${name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_QUEUE_URL`;
}

export function isQueueName(name: string): name is QueueName {
  return (queueNames as readonly string[]).includes(name);
}

/** The queue a `needs` entry such as `mailQueue` refers to, or undefined for other needs. */
export function queueOfNeed(need: string): QueueName | undefined {
  if (!need.endsWith('Queue')) return undefined;
  const name = need.slice(0, -'Queue'.length);
  if (!isQueueName(name)) {
    throw new Error(`"${need}" is needed but there is no "${name}" queue in infra/lib/queues.ts`);
  }
  return name;
}

for (const name of Object.keys(workers)) {
  if (!isQueueName(name)) throw new Error(`Worker "${name}" has no queue in infra/lib/queues.ts`);
}
