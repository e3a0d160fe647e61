/**
 * The Almanac CDK app: one stage per synth, chosen with `--context stage=NAME` (cdk.json: dev).
 * Optional context: mailFrom, operationsEmail, recaptchaSecretName, recaptchaSiteKey, webDomain,
 * webCertificateArn, liftApplicationDeadline, wireInstructions, claimsPhone, claimsEmail. See
 * docs/deploy.md.
 */
import { App } from 'aws-cdk-lib';
import { addAlmanacStage } from '../lib/almanac-app.js';

const app = new App();
addAlmanacStage(app);
app.synth();
