import { describe, expect, it } from 'vitest';
import { ContractStatus } from './contract-status.js';
import { ELECTRONIC_AGREEMENT_PATH } from './application-paths.js';
import { ELECTRONIC_AGREEMENT } from './electronic-agreement.js';
import {
  applicationSubmittedMessage,
  applicationSubmittedTexts,
  ELECTRONIC_AGREEMENT_TITLE,
} from './application-lifecycle.js';

describe('electronic transactions agreement', () => {
  it('has the title, a path and the consent, paper-copy and withdrawal sections', () => {
    expect(ELECTRONIC_AGREEMENT.title).toBe(ELECTRONIC_AGREEMENT_TITLE);
    expect(ELECTRONIC_AGREEMENT_PATH.startsWith('/')).toBe(true);
    const headings = ELECTRONIC_AGREEMENT.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(['Paper copies', 'Withdrawing your consent']));
    expect(ELECTRONIC_AGREEMENT.sections.every((s) => s.paragraphs.length > 0)).toBe(true);
  });
});

describe('applicationSubmittedMessage', () => {
  it('pending approval says so; otherwise the client was e-mailed', () => {
    expect(applicationSubmittedMessage(ContractStatus.PENDING_APPROVAL, 'Ada')).toBe(
      applicationSubmittedTexts.pendingApproval,
    );
    expect(applicationSubmittedMessage(ContractStatus.SUBMITTED, 'Ada')).toBe(
      applicationSubmittedTexts.sentToClient('Ada'),
    );
    expect(applicationSubmittedMessage(ContractStatus.AWAITING_CLIENT, 'Ada')).toContain('Ada');
  });
});
