import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

export interface FieldKeyProps {
  stage: string;
  /** RETAIN the key (every stage but dev): without it, encrypted bank and tax numbers are lost. */
  retain: boolean;
}

/**
 * The KMS key that wraps the data keys of encrypted fields (bank and tax numbers; the AWS
 * Encryption SDK in functions/src/adapters/crypto/field-cipher.ts). Symmetric, rotated yearly by
 * KMS (old versions still decrypt), with the default key policy: the account's IAM policies decide
 * who may use it, and only functions whose routing needs `fieldKey` get Encrypt, Decrypt and
 * GenerateDataKey on it.
 */
export class FieldKey extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string, props: FieldKeyProps) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      description: `Almanac ${props.stage}: envelope encryption of bank and tax numbers`,
      alias: `alias/almanac-${props.stage}-fields`,
      enableKeyRotation: true,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // A deleted key waits this long (and can be restored) before it and its data are gone.
      pendingWindow: props.retain ? Duration.days(30) : Duration.days(7),
    });
  }
}
