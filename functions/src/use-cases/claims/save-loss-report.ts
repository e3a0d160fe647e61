import {
  AppError,
  FormStatus,
  isClaimablePolicy,
  LOSS_REPORT_FORM_TYPE,
  lossReportMessages,
  lossReportDateProblem,
  MAX_LOSS_REPORTS_PER_POLICY,
  quotingToday,
  saveLossReportArgsSchema,
} from '@almanac/core';
import type { ContractRecord, LossReportRecord, Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { enforceRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';
import { lossReportView } from './form-view.js';
import { requirePolicyholder } from './policyholder-access.js';

type Deps = Pick<Ports, 'users' | 'contracts' | 'forms' | 'throttle' | 'clock' | 'random'>;

/** Loss reports are filed only on a bound, issued policy: CONFLICT with core's message otherwise. */
export function requireClaimablePolicy(contract: ContractRecord): ContractRecord & { policyNumber: string } {
  if (!isClaimablePolicy(contract) || !contract.policyNumber)
    throw new AppError('CONFLICT', lossReportMessages.notAPolicy, { status: contract.status });
  return { ...contract, policyNumber: contract.policyNumber };
}

/**
 * saveLossReport(input) (docs/requirements.md#claims, #validation-claims): the policyholder (the
 * contract's client: the claim link's session for that contract, or their own session) files a
 * loss report on a bound, issued policy: a new DRAFT with sections I and II (core's schema and
 * messages). The policy number typed must be the contract's (VALIDATION_ERROR with core's message
 * otherwise). Sections III and IV must be acknowledged (core's schema); a policy whose period has
 * not begun takes no report (CONFLICT), and the notification date is neither in the future nor
 * before the period began (VALIDATION_ERROR; core's lossReportDateProblem). Rate-limited per user, and at most MAX_LOSS_REPORTS_PER_POLICY per policy, held by
 * a conditional counter (CONFLICT with core's message, also among parallel saves). Answers the Form (its `_id` opens the review page).
 */
export async function saveLossReport(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  requireCaller(caller);
  const { input } = parseInput(saveLossReportArgsSchema, rawArgs);
  const { me, contract: read } = await requirePolicyholder(ports, caller, input.contractId);
  await enforceRateLimit(ports, 'lossReportSavesPerUser', me.id);
  const contract = requireClaimablePolicy(read);
  const policyNumber = input.policyNumber.toUpperCase();
  if (policyNumber !== contract.policyNumber)
    throw new AppError('VALIDATION_ERROR', lossReportMessages.policyNumberMismatch, {
      fieldErrors: { 'input.policyNumber': lossReportMessages.policyNumberMismatch },
    });

  const now = ports.clock.now();
  const dates = lossReportDateProblem({
    notificationDate: input.notificationDate,
    today: quotingToday(now),
    periodStart: contract.riskPeriod.startDate,
  });
  if (dates?.field === 'policy') throw new AppError('CONFLICT', dates.message);
  if (dates)
    throw new AppError('VALIDATION_ERROR', dates.message, {
      fieldErrors: { 'input.notificationDate': dates.message },
    });

  const at = now.toISOString();
  const form: LossReportRecord = {
    id: ports.random.id(),
    formType: LOSS_REPORT_FORM_TYPE,
    contractId: contract.id,
    policyNumber: contract.policyNumber,
    ...(contract.organizationId ? { organizationId: contract.organizationId } : {}),
    agentId: contract.agentId,
    clientId: contract.clientId,
    program: contract.program,
    status: FormStatus.DRAFT,
    version: 1,
    values: {
      namedInsured: {
        name: input.name,
        address1: input.address1,
        city: input.city,
        state: input.state,
        zipcode: input.zipcode,
        contactEmail: input.contactEmail,
        policyNumber,
      },
      lossDetails: {
        notificationDate: input.notificationDate,
        ...(input.basisDescription ? { basisDescription: input.basisDescription } : {}),
      },
    },
    createdAt: at,
    updatedAt: at,
  };
  // A bounded number per policy (every claim view and decision reads them all): the policy's
  // conditional counter takes the place before the report is written, so parallel saves cannot
  // pass the cap (docs/requirements.md#claims).
  if (!(await ports.forms.createWithinCap(form, MAX_LOSS_REPORTS_PER_POLICY)))
    throw new AppError('CONFLICT', lossReportMessages.tooManyReports);
  return lossReportView(form, contract);
}
