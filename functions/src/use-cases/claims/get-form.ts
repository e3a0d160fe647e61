import { AppError, getFormArgsSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { lossReportView } from './form-view.js';
import { requirePolicyReader } from './policyholder-access.js';

type Deps = Pick<Ports, 'users' | 'contracts' | 'forms'>;

/**
 * getForm(formType, id) (docs/requirements.md#claims): a loss report (formType LossReport or
 * LOSS_REPORT), for its policyholder, the policy's agency (getContract's visibility) and
 * operations (requirePolicyReader). INVALID_PERMISSIONS for anyone else and for an unknown id.
 */
export async function getForm(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  requireCaller(caller);
  const { id } = parseInput(getFormArgsSchema, rawArgs);
  const form = await ports.forms.get(id);
  if (!form) throw new AppError('INVALID_PERMISSIONS');
  const { contract } = await requirePolicyReader(ports, caller, form.contractId);
  return lossReportView(form, contract);
}
