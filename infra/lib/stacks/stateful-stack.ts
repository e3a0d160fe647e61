import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Key } from 'aws-cdk-lib/aws-kms';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { DataTable } from '../constructs/data-table.js';
import { FieldKey } from '../constructs/field-key.js';
import { FileBucket } from '../constructs/file-bucket.js';
import { WorkQueue } from '../constructs/work-queue.js';
import { MAX_RECEIVE_COUNT, QUEUE_VISIBILITY_TIMEOUT, type QueueName, queueNames } from '../queues.js';
import { pascal } from '../names.js';
import type { StageConfig } from '../stage-config.js';

export interface StatefulStackProps extends StackProps {
  config: StageConfig;
  /** Browser origins allowed to use presigned URLs on the file bucket. */
  webOrigins: string[];
}

/**
 * Everything that holds data: the table, the file bucket, the work queues and the KMS key of
 * encrypted fields. Outside `dev` it is retained when the stack is deleted (and the table has
 * deletion protection).
 */
export class StatefulStack extends Stack {
  readonly table: Table;
  readonly bucket: Bucket;
  /** Wraps the data keys of encrypted bank and tax numbers. */
  readonly fieldKey: Key;
  readonly queues: Record<QueueName, Queue>;
  readonly deadLetterQueues: Record<QueueName, Queue>;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const retain = props.config.retainData;

    this.table = new DataTable(this, 'Data', { retain }).table;
    this.bucket = new FileBucket(this, 'Files', { retain, corsOrigins: props.webOrigins }).bucket;
    this.fieldKey = new FieldKey(this, 'FieldKey', { stage: props.config.stage, retain }).key;

    const queues = {} as Record<QueueName, Queue>;
    const deadLetterQueues = {} as Record<QueueName, Queue>;
    for (const name of queueNames) {
      const work = new WorkQueue(this, `${pascal(name)}Queue`, {
        visibilityTimeout: QUEUE_VISIBILITY_TIMEOUT,
        maxReceiveCount: MAX_RECEIVE_COUNT,
        retain,
      });
      queues[name] = work.queue;
      deadLetterQueues[name] = work.deadLetterQueue;
      new CfnOutput(this, `${pascal(name)}QueueUrl`, { value: work.queue.queueUrl });
      new CfnOutput(this, `${pascal(name)}DeadLetterQueueUrl`, {
        value: work.deadLetterQueue.queueUrl,
      });
    }
    this.queues = queues;
    this.deadLetterQueues = deadLetterQueues;

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'BucketName', { value: this.bucket.bucketName });
    new CfnOutput(this, 'FieldKeyArn', { value: this.fieldKey.keyArn });
  }
}
