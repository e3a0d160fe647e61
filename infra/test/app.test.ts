import { App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addAlmanacStage } from '../lib/almanac-app.js';
import { paths } from '../lib/paths.js';
import { queueOfNeed, queueUrlEnvName } from '../lib/queues.js';
import { fieldRoutes, resolverDomains } from '../lib/routing.js';
import { schemaRootFields, unknownRoutedFields, unroutedSchemaFields } from '../lib/schema.js';
import { emailAddressOf, stageConfigFromContext } from '../lib/stage-config.js';
import { type SynthesizedStage, cdkJsonContext, synthStage } from './helpers.js';

describe('the app', () => {
  let s: SynthesizedStage;

  beforeAll(() => {
    s = synthStage({ context: { stage: 'qa1' } });
  });

  it('warns when mailFrom or operationsEmail is left at its example.com default', () => {
    const warnings = Annotations.fromStack(s.api);
    warnings.hasWarning('*', Match.stringLikeRegexp('No mailFrom context'));
    warnings.hasWarning(
      '*',
      Match.stringLikeRegexp('No operationsEmail context.*operations@almanac.example.com'),
    );
    const configured = synthStage({
      context: { stage: 'qa2', mailFrom: 'Almanac <a@example.org>', operationsEmail: 'ops@example.org' },
    });
    Annotations.fromStack(configured.api).hasNoWarning(
      '*',
      Match.stringLikeRegexp('No (mailFrom|operationsEmail)'),
    );
  });

  it('names the four stacks after the stage', () => {
    expect([s.web, s.stateful, s.api, s.webContent].map((stack) => stack.stackName)).toEqual([
      'Almanac-qa1-Web',
      'Almanac-qa1-Stateful',
      'Almanac-qa1-Api',
      'Almanac-qa1-WebContent',
    ]);
  });

  it('orders them hosting → data → API → content, without cycles', () => {
    const deps = (stack: Stack) => stack.dependencies.map((d) => d.stackName).sort();
    expect(deps(s.web)).toEqual([]);
    expect(deps(s.stateful)).toEqual(['Almanac-qa1-Web']);
    expect(deps(s.api)).toEqual(['Almanac-qa1-Stateful', 'Almanac-qa1-Web']);
    expect(deps(s.webContent)).toEqual(['Almanac-qa1-Api', 'Almanac-qa1-Web']);
  });

  it('lets the Stateful stack stand alone when webDomain is given (e.g. LocalStack)', () => {
    const standalone = synthStage({ context: { stage: 'dev', webDomain: 'app.localhost.localstack.cloud' } });
    expect(standalone.stateful.dependencies).toEqual([]);
  });

  it('defaults to the dev stage of cdk.json', () => {
    expect(cdkJsonContext().stage).toBe('dev');
    const app = new App({ context: { stage: 'dev' } });
    expect(stageConfigFromContext(app.node)).toMatchObject({ stage: 'dev', retainData: false });
    expect(stageConfigFromContext(new App().node).stage).toBe('dev');
  });

  it('retains data in every stage but dev', () => {
    for (const stage of ['staging', 'prod', 'demo']) {
      expect(
        stageConfigFromContext(new App({ context: { stage, recaptchaSecretName: 'x' } }).node).retainData,
      ).toBe(true);
    }
  });

  it('refuses to synthesize a stage other than dev without its bot-check secret', () => {
    for (const stage of ['staging', 'prod', 'qa1']) {
      expect(() => stageConfigFromContext(new App({ context: { stage } }).node)).toThrow(
        /needs a bot check.*recaptchaSecretName/,
      );
    }
    expect(
      stageConfigFromContext(new App({ context: { stage: 'dev' } }).node).recaptchaSecretName,
    ).toBeUndefined();
  });

  it('rejects stage names that cannot name stacks and functions', () => {
    for (const stage of ['Prod', 'my_stage', '1st', 'a'.repeat(21)]) {
      expect(() => addAlmanacStage(new App({ context: { stage, recaptchaSecretName: 'x' } }))).toThrow(
        /Invalid stage/,
      );
    }
  });

  it('reads the optional context', () => {
    const config = stageConfigFromContext(
      new App({
        context: {
          stage: 'staging',
          mailFrom: 'Almanac <hello@example.org>',
          recaptchaSecretName: 'almanac/recaptcha',
          webDomain: 'app.example.org',
        },
      }).node,
    );
    expect(config).toMatchObject({
      mailFrom: 'Almanac <hello@example.org>',
      mailFromAddress: 'hello@example.org',
      recaptchaSecretName: 'almanac/recaptcha',
      webDomain: 'app.example.org',
    });
    expect(emailAddressOf('plain@example.org')).toBe('plain@example.org');
    expect(() => emailAddressOf('Almanac')).toThrow(/valid e-mail/);
  });

  it('reads the operations inbox (operationsEmail), a bare address, with a default', () => {
    const read = (context: Record<string, unknown>) =>
      stageConfigFromContext(new App({ context: { recaptchaSecretName: 'x', ...context } }).node);
    expect(read({ stage: 'staging', operationsEmail: ' ops@example.org ' }).operationsEmail).toBe(
      'ops@example.org',
    );
    expect(read({ stage: 'staging' }).operationsEmail).toBe('operations@almanac.example.com');
    for (const bad of ['ops', 'Ops <ops@example.org>', 'ops@example']) {
      expect(() => read({ stage: 'staging', operationsEmail: bad })).toThrow(/operationsEmail|valid e-mail/);
    }
  });

  it('reads the server settings, off unless set to true', () => {
    const read = (context: Record<string, unknown>) =>
      stageConfigFromContext(new App({ context: { stage: 'dev', ...context } }).node);
    expect(read({})).toMatchObject({ liftApplicationDeadline: false, clientBankInfoFeature: false });
    expect(read({ clientBankInfoFeature: 'true' }).clientBankInfoFeature).toBe(true);
    expect(read({ clientBankInfoFeature: 'yes' }).clientBankInfoFeature).toBe(false);
  });
});

describe('the automatic-approval limit (automaticApprovalLimit)', () => {
  const read = (context: Record<string, unknown>) =>
    stageConfigFromContext(
      new App({ context: { recaptchaSecretName: 'x', stage: 'staging', ...context } }).node,
    );

  it('is whole dollars, unset (core default) when not given', () => {
    expect(read({ automaticApprovalLimit: '250000' }).automaticApprovalLimit).toBe(250_000);
    expect(read({ automaticApprovalLimit: '0' }).automaticApprovalLimit).toBe(0);
    expect(read({}).automaticApprovalLimit).toBeUndefined();
    for (const bad of ['-1', '1e6', '250,000', 'lots'])
      expect(() => read({ automaticApprovalLimit: bad })).toThrow(/automaticApprovalLimit/);
  });

  it('reaches the functions as AUTOMATIC_APPROVAL_LIMIT only when given', () => {
    const envOf = (stage: SynthesizedStage) =>
      stage.templates.api.findResources('AWS::Lambda::Function', {
        Properties: { FunctionName: 'almanac-dev-contracts' },
      });
    const vars = (stage: SynthesizedStage) =>
      (Object.values(envOf(stage))[0]!.Properties.Environment.Variables as Record<string, unknown>)
        .AUTOMATIC_APPROVAL_LIMIT;
    expect(vars(synthStage({ context: { automaticApprovalLimit: '250000' } }))).toBe('250000');
    expect(vars(synthStage())).toBeUndefined();
  });
});

describe('demo weather outside dev (allowDemoWeather)', () => {
  it('is true or false when given, unset (the functions decide by stage) otherwise', () => {
    const read = (context: Record<string, unknown>) =>
      stageConfigFromContext(
        new App({ context: { recaptchaSecretName: 'x', stage: 'staging', ...context } }).node,
      );
    expect(read({}).allowDemoWeather).toBeUndefined();
    expect(read({ allowDemoWeather: 'true' }).allowDemoWeather).toBe(true);
    expect(read({ allowDemoWeather: 'false' }).allowDemoWeather).toBe(false);
    expect(() => read({ allowDemoWeather: 'yes' })).toThrow(/allowDemoWeather/);
  });
});

describe('the accumulation limits (accumulationCellLimit, accumulationRegionLimit, accumulationReferralShare)', () => {
  const read = (context: Record<string, unknown>) =>
    stageConfigFromContext(
      new App({ context: { recaptchaSecretName: 'x', stage: 'staging', ...context } }).node,
    );

  it('are whole dollars and a share in (0, 1], unset (core defaults) when not given', () => {
    expect(
      read({
        accumulationCellLimit: '5000000',
        accumulationRegionLimit: '50000000',
        accumulationReferralShare: '0.75',
      }),
    ).toMatchObject({
      accumulationCellLimit: 5_000_000,
      accumulationRegionLimit: 50_000_000,
      accumulationReferralShare: 0.75,
    });
    expect(read({}).accumulationCellLimit).toBeUndefined();
    expect(read({}).accumulationReferralShare).toBeUndefined();
    for (const bad of ['-1', '1e6', 'lots'])
      expect(() => read({ accumulationCellLimit: bad })).toThrow(/accumulationCellLimit/);
    for (const bad of ['0', '1.5', 'most', '80%'])
      expect(() => read({ accumulationReferralShare: bad })).toThrow(/accumulationReferralShare/);
  });

  it('reach the functions as ACCUMULATION_* only when given', () => {
    const vars = (stage: SynthesizedStage) =>
      Object.values(
        stage.templates.api.findResources('AWS::Lambda::Function', {
          Properties: { FunctionName: 'almanac-dev-pricing' },
        }),
      )[0]!.Properties.Environment.Variables as Record<string, unknown>;
    const given = vars(
      synthStage({ context: { accumulationCellLimit: '5000000', accumulationReferralShare: '0.9' } }),
    );
    expect(given).toMatchObject({ ACCUMULATION_CELL_LIMIT: '5000000', ACCUMULATION_REFERRAL_SHARE: '0.9' });
    expect(given.ACCUMULATION_REGION_LIMIT).toBeUndefined();
    expect(vars(synthStage()).ACCUMULATION_CELL_LIMIT).toBeUndefined();
  });
});

describe('routing table and schema', () => {
  it('routes every root field of the schema, and only those', () => {
    expect(schemaRootFields(paths.schema).length).toBeGreaterThan(0);
    expect(unknownRoutedFields(paths.schema)).toEqual([]);
    expect(unroutedSchemaFields(paths.schema)).toEqual([]);
    expect(fieldRoutes().size).toBe(schemaRootFields(paths.schema).length);
  });

  it('maps every queue need to a queue and its environment variable', () => {
    for (const def of Object.values(resolverDomains)) {
      for (const need of def.needs) {
        const queue = queueOfNeed(need);
        if (queue) expect(queueUrlEnvName(queue)).toMatch(/^[A-Z_]+_QUEUE_URL$/);
      }
    }
    expect(queueUrlEnvName('mail')).toBe('MAIL_QUEUE_URL');
    expect(queueUrlEnvName('pricing')).toBe('PRICING_QUEUE_URL');
    expect(queueOfNeed('pricingQueue')).toBe('pricing');
    expect(() => queueOfNeed('reportsQueue')).toThrow(/no "reports" queue/);
  });
});

describe('the price-range referral ratio (priceRangeReferralRatio)', () => {
  const read = (context: Record<string, unknown>) =>
    stageConfigFromContext(
      new App({ context: { recaptchaSecretName: 'x', stage: 'staging', ...context } }).node,
    );

  it('is a number of at least 1, unset (core default) when not given', () => {
    expect(read({ priceRangeReferralRatio: '2.5' }).priceRangeReferralRatio).toBe(2.5);
    expect(read({ priceRangeReferralRatio: '3' }).priceRangeReferralRatio).toBe(3);
    expect(read({}).priceRangeReferralRatio).toBeUndefined();
    for (const bad of ['0.5', '-2', 'wide', '2,5'])
      expect(() => read({ priceRangeReferralRatio: bad })).toThrow(/priceRangeReferralRatio/);
  });

  it('reaches the functions as PRICE_RANGE_REFERRAL_RATIO only when given', () => {
    const vars = (stage: SynthesizedStage) =>
      (
        Object.values(
          stage.templates.api.findResources('AWS::Lambda::Function', {
            Properties: { FunctionName: 'almanac-dev-contracts' },
          }),
        )[0]!.Properties.Environment.Variables as Record<string, unknown>
      ).PRICE_RANGE_REFERRAL_RATIO;
    expect(vars(synthStage({ context: { priceRangeReferralRatio: '2.5' } }))).toBe('2.5');
    expect(vars(synthStage())).toBeUndefined();
  });
});
