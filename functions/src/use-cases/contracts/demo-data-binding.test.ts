/**
 * Outside a development stage (allowDemoWeather false) a quote priced on the demo climate cannot be
 * bound: its application cannot be signed, and a pending one cannot be approved (only rejected).
 * Here the quotes were priced while demo weather was allowed, then the deployment's setting changed.
 */
import { DEMO_QUOTE_NOT_BINDABLE_MESSAGE, ContractStatus } from '@almanac/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeApplicationInput } from '../../../../core/src/applications/application-fixtures.js';
import type { InMemoryWorld } from '../testing/in-memory-ports.js';
import {
  bindingWorld,
  callers,
  clientReviewed,
  draft,
  failure,
  signed,
  TODAY,
} from './binding-test-world.js';
import { markWirePaymentReceived } from './mark-wire-received.js';
import { reviewContract } from './review-contract.js';
import { submitLpcInsuranceApplication } from './submit-application.js';
import { updateLpcInsuranceApplication } from './update-application.js';

let w: InMemoryWorld;
beforeEach(async () => {
  w = await bindingWorld({ dataOrigin: 'demo' });
});

const sign = (contract: string) =>
  submitLpcInsuranceApplication(w.ports, callers.agent, {
    contract,
    input: { agentSignature: { signature: 'Avery agent-1', date: TODAY }, confirmed: true },
  });

describe('binding a demo-priced quote outside a development stage', () => {
  it('refuses to sign the application, and leaves it a draft', async () => {
    const contract = await draft(w);
    await updateLpcInsuranceApplication(w.ports, callers.agent, {
      contract: contract.id,
      input: completeApplicationInput([2023, 2024, 2025]),
    });
    w.ports.allowDemoWeather = false;
    const error = await failure(sign(contract.id));
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe(DEMO_QUOTE_NOT_BINDABLE_MESSAGE);
    expect((await w.store.contracts.get(contract.id))!.status).toBe(ContractStatus.DRAFT);
  });

  it('refuses to approve a pending application, and lets the underwriter reject it', async () => {
    const pending = await signed(w); // demo data: PENDING_APPROVAL (DEMO_DATA) while allowed
    expect(pending.status).toBe(ContractStatus.PENDING_APPROVAL);
    w.ports.allowDemoWeather = false;
    const error = await failure(
      reviewContract(w.ports, callers.internal, { contract: pending.id, input: { isApproved: true } }),
    );
    expect(error.message).toBe(DEMO_QUOTE_NOT_BINDABLE_MESSAGE);
    expect((await w.store.contracts.get(pending.id))!.status).toBe(ContractStatus.PENDING_APPROVAL);
    await reviewContract(w.ports, callers.internal, {
      contract: pending.id,
      input: { isApproved: false, reviewDescription: 'Priced on demonstration data' },
    });
    expect((await w.store.contracts.get(pending.id))!.status).toBe(ContractStatus.REJECTED);
  });

  it('refuses to bind a client-reviewed application when the payment arrives (approved before the setting changed)', async () => {
    const reviewed = await clientReviewed(w);
    w.ports.allowDemoWeather = false;
    const wire = { reference: 'FED-2026-1121-0042', receivedDate: '2026-11-21' };
    const error = await failure(
      markWirePaymentReceived(w.ports, callers.internal, { contract: reviewed.id, input: wire }),
    );
    expect(error.message).toBe(DEMO_QUOTE_NOT_BINDABLE_MESSAGE);
    const after = (await w.store.contracts.get(reviewed.id))!;
    expect(after.status).toBe(ContractStatus.CLIENT_REVIEWED);
    expect(after.policyNumber).toBeUndefined();
  });

  it('binds as before where demo weather is allowed (local and dev)', async () => {
    const pending = await signed(w);
    await reviewContract(w.ports, callers.internal, { contract: pending.id, input: { isApproved: true } });
    expect((await w.store.contracts.get(pending.id))!.status).not.toBe(ContractStatus.PENDING_APPROVAL);
  });
});
