import { describe, expect, it } from 'vitest';
import {
  applicationMessages,
  applicationRevenueYears,
  averageRevenue,
  businessDetailsSchema,
  capitalizeWords,
  defaultRevenue,
  entityInformationDraftSchema,
  entityInformationSchema,
  federalTaxIdDigits,
  maskFederalTaxId,
  revenueRuleHolds,
  revenueYearsWithin,
  sectionProgress,
  signingBlock,
} from './application-form.js';
import { brokerSignatureSchema, isSignatureDateToday } from './application-lifecycle.js';
import {
  contractIdOfDiligentEffortFolder,
  startsLikePdf,
  storedUploadProblem,
  uploadFileSchema,
  uploadMessages,
  uploadProblem,
} from './uploads.js';
import { completeEntityInformation } from './application-fixtures.js';

const entity = completeEntityInformation;
const business = {
  businessType: 'OTHER',
  businessOperationsDescription: 'Row crops',
  previousAnnualRevenue: [
    { year: 2025, revenue: 300 },
    { year: 2023, revenue: 100 },
    { year: 2024, revenue: 200 },
  ],
};
const firstMessage = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe('application form messages (verbatim)', () => {
  it.each([
    ['legalName', '', applicationMessages.legalName, 'Legal name is required'],
    ['address', '', applicationMessages.address, 'Address is required'],
    ['city', '', applicationMessages.city, 'City is required'],
    ['county', '', applicationMessages.county, 'County is required'],
    ['country', '', applicationMessages.country, 'Country is required'],
    ['state', '', applicationMessages.state, 'State is required'],
    ['state', 'NY', applicationMessages.stateNy, 'Unavailable in NY'],
    ['state', 'ZZ', applicationMessages.state, 'State is required'],
    ['zip', '12', applicationMessages.zip, 'Enter a 5-digit ZIP code, or ZIP+4 (e.g. 33602 or 33602-1234)'],
    [
      'zip',
      '123456',
      applicationMessages.zip,
      'Enter a 5-digit ZIP code, or ZIP+4 (e.g. 33602 or 33602-1234)',
    ],
    ['zip', '12a4', applicationMessages.zip, 'Enter a 5-digit ZIP code, or ZIP+4 (e.g. 33602 or 33602-1234)'],
    [
      'zip',
      'ABCDE',
      applicationMessages.zip,
      'Enter a 5-digit ZIP code, or ZIP+4 (e.g. 33602 or 33602-1234)',
    ],
    ['zip', '1234', applicationMessages.zip, 'Enter a 5-digit ZIP code, or ZIP+4 (e.g. 33602 or 33602-1234)'],
    ['federalTaxId', '1234567', applicationMessages.federalTaxId, 'Must have at least 8 digits'],
    [
      'federalTaxId',
      '1234567890',
      applicationMessages.federalTaxIdTooLong,
      'Federal tax ID must have at most 9 digits',
    ],
    ['contactFirstName', '', applicationMessages.contactFirstName, 'Contact first name is required'],
    ['contactLastName', '', applicationMessages.contactLastName, 'Contact last name is required'],
    ['emails', [], applicationMessages.emailRequired, 'At least one email is required'],
    ['emails', [{ value: 'nope' }], applicationMessages.email, 'Email must be a valid email address'],
    [
      'emails',
      [1, 2, 3, 4].map((i) => ({ value: `a${i}@b.co` })),
      applicationMessages.emailsMax,
      'At most 3 email addresses',
    ],
    ['businessPhone', '', applicationMessages.businessPhone, 'Business phone is required'],
    [
      'businessPhone',
      '0125550100',
      applicationMessages.businessPhoneFormat,
      'Enter a valid US phone number, e.g. (813) 555-0142',
    ],
    [
      'businessPhone',
      '512555',
      applicationMessages.businessPhoneFormat,
      'Enter a valid US phone number, e.g. (813) 555-0142',
    ],
  ])('%s = %j: %s', (field, value, message, text) => {
    expect(message).toBe(text);
    expect(firstMessage(entityInformationSchema(), { ...entity, [field]: value })).toBe(text);
  });

  it('a revenue above the maximum says the maximum, not "revenue is required" (issue 27)', () => {
    const withRevenue = (revenue: number) => ({
      ...business,
      previousAnnualRevenue: business.previousAnnualRevenue.map((y, i) => (i === 0 ? { ...y, revenue } : y)),
    });
    expect(firstMessage(businessDetailsSchema, withRevenue(9_999_999_999_999))).toBe(
      'Revenue must be at most $1,000,000,000,000',
    );
    expect(firstMessage(businessDetailsSchema, withRevenue(1_000_000_000_000))).toBeUndefined();
  });

  it('the client e-mail addresses are distinct, whatever the case: the repeat is refused at its field (issue 27, 13)', () => {
    const repeated = { ...entity, emails: [{ value: 'dana@example.com' }, { value: ' Dana@Example.COM ' }] };
    const result = entityInformationSchema().safeParse(repeated);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['emails.1.value', applicationMessages.emailDuplicate],
    ]);
    const draft = entityInformationDraftSchema.safeParse({
      emails: [{ value: 'a@b.co' }, { value: 'c@d.co' }, { value: 'A@B.CO' }],
    });
    expect(draft.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['emails.2.value', applicationMessages.emailDuplicate],
    ]);
    expect(
      entityInformationSchema().safeParse({ ...entity, emails: [{ value: 'a@b.co' }, { value: 'c@d.co' }] })
        .success,
    ).toBe(true);
  });

  it('business details: type, description and the three years', () => {
    expect(firstMessage(businessDetailsSchema, { ...business, businessType: 'FARM' })).toBe(
      'Business type is required',
    );
    expect(firstMessage(businessDetailsSchema, { ...business, businessOperationsDescription: ' ' })).toBe(
      'Description of Business Operations is required',
    );
    expect(
      firstMessage(businessDetailsSchema, {
        ...business,
        previousAnnualRevenue: business.previousAnnualRevenue.slice(1),
      }),
    ).toBe('Revenue for the last 3 calendar years is required');
    expect(
      firstMessage(businessDetailsSchema, {
        ...business,
        previousAnnualRevenue: [...business.previousAnnualRevenue.slice(1), { year: 2024, revenue: 1 }],
      }),
    ).toBe('Revenue for the last 3 calendar years is required');
    expect(businessDetailsSchema.parse(business).previousAnnualRevenue.map((y) => y.year)).toEqual([
      2023, 2024, 2025,
    ]);
  });

  it('the signature: confirmation, typed name and today', () => {
    const now = new Date('2026-11-21T15:00:00.000Z');
    const schema = brokerSignatureSchema(now);
    expect(firstMessage(schema, { confirmed: false, signature: 'Avery Agent', date: '2026-11-21' })).toBe(
      'Confirm that the application is complete and accurate',
    );
    expect(firstMessage(schema, { confirmed: true, signature: ' ', date: '2026-11-21' })).toBe(
      "Broker's signature is required",
    );
    expect(firstMessage(schema, { confirmed: true, signature: 'Avery Agent', date: '2026-11-19' })).toBe(
      "The date must be today's date",
    );
    expect(isSignatureDateToday('2026-11-20', now)).toBe(true);
    expect(isSignatureDateToday('2026-11-22', now)).toBe(true);
  });
});

describe('small rules', () => {
  it("takes revenue only for the application's years, each once", () => {
    const years = applicationRevenueYears('2026-11-25T13:00:00.000Z');
    expect(years).toEqual([2023, 2024, 2025]);
    expect(revenueYearsWithin([{ year: 2023 }, { year: 2025 }], years)).toBe(true);
    expect(revenueYearsWithin([], years)).toBe(true);
    expect(revenueYearsWithin([{ year: 2023 }, { year: 2023 }], years)).toBe(false);
    expect(revenueYearsWithin([{ year: 1900 }], years)).toBe(false);
    expect(revenueYearsWithin([{ year: 2026 }], years)).toBe(false);
  });

  it('capitalises names word by word', () => {
    expect(capitalizeWords("dana o'neil-reyes")).toBe("Dana O'Neil-Reyes");
    expect(capitalizeWords('MARY ANN  smith')).toBe('Mary Ann  Smith');
    expect(capitalizeWords('élodie')).toBe('Élodie');
    expect(entityInformationSchema().parse(entity)).toMatchObject({
      contactFirstName: 'Dana',
      contactLastName: 'Reyes',
    });
  });

  it('stores the business phone in one format, whatever the spelling (issue 27)', () => {
    const phone = (p: string) =>
      entityInformationSchema().parse({ ...entity, businessPhone: p }).businessPhone;
    expect(phone('+1 813 555 0142')).toBe('(813) 555-0142');
    expect(phone('813.555.0142')).toBe('(813) 555-0142');
    expect(phone('(813) 555-0142')).toBe('(813) 555-0142');
    expect(entityInformationSchema().safeParse({ ...entity, businessPhone: '12' }).success).toBe(false);
  });

  it('zip: 5 digits or ZIP+4, in the complete and the draft schema (issue 27)', () => {
    const zip = (z: string) => entityInformationSchema().safeParse({ ...entity, zip: z }).success;
    const draft = (z: string) => entityInformationDraftSchema.safeParse({ zip: z }).success;
    expect(zip('80202')).toBe(true);
    expect(zip('80202-1234')).toBe(true);
    expect(zip('1000')).toBe(false);
    expect(zip('ABCDE')).toBe(false);
    expect(draft('80202')).toBe(true);
    expect(draft('1234')).toBe(false);
    expect(draft('ABCDE')).toBe(false);
    expect(entityInformationDraftSchema.parse({ businessPhone: '+1 813 555 0142' }).businessPhone).toBe(
      '(813) 555-0142',
    );
    expect(entityInformationDraftSchema.safeParse({ businessPhone: '12' }).success).toBe(false);
  });

  it('federal tax ID: 8 or 9 digits with an optional dash, only the last four shown', () => {
    expect(federalTaxIdDigits('12-3456789')).toBe('123456789');
    expect(federalTaxIdDigits('12345678')).toBe('12345678');
    expect(federalTaxIdDigits('00000001')).toBeNull();
    expect(federalTaxIdDigits('1234567')).toBeNull();
    expect(maskFederalTaxId('123456789')).toBe('•••••6789');
    expect(entityInformationSchema().parse(entity).federalTaxId).toBe('123456789');
    expect(
      entityInformationSchema({ hasStoredTaxId: true }).safeParse({ ...entity, federalTaxId: undefined })
        .success,
    ).toBe(true);
    expect(entityInformationSchema().safeParse({ ...entity, federalTaxId: undefined }).success).toBe(false);
  });

  it('the revenue rule: the limit at most the three-year average', () => {
    const years = [{ revenue: 90 }, { revenue: 100 }, { revenue: 110 }];
    expect(averageRevenue(years)).toBe(100);
    expect(revenueRuleHolds(100, years)).toBe(true);
    expect(revenueRuleHolds(100.01, years)).toBe(false);
    expect(revenueRuleHolds(1, years.slice(1))).toBe(false);
    expect(applicationMessages.revenueRule).toBe(
      "The limit of liability must be less than or equal to the insured's revenue averaged over the past 3 years",
    );
  });

  it('defaults the last three calendar years to zero', () => {
    expect(defaultRevenue('2026-01-01')).toEqual([
      { year: 2023, revenue: 0 },
      { year: 2024, revenue: 0 },
      { year: 2025, revenue: 0 },
    ]);
  });

  it('drafts keep half-typed text but refuse NY, a wrong ZIP and a wrong phone (sent once fixed)', () => {
    expect(entityInformationDraftSchema.parse({ legalName: 'Ac' })).toMatchObject({ legalName: 'Ac' });
    expect(firstMessage(entityInformationDraftSchema, { zip: '80' })).toBe(applicationMessages.zip);
    expect(firstMessage(entityInformationDraftSchema, { businessPhone: '512' })).toBe(
      applicationMessages.businessPhoneFormat,
    );
    expect(firstMessage(entityInformationDraftSchema, { state: 'ny' })).toBe('Unavailable in NY');
  });
});

describe('sections', () => {
  it('Not Started, In Progress, Complete', () => {
    expect(sectionProgress({})).toMatchObject({
      entity: 'notStarted',
      business: 'notStarted',
      coverage: 'complete',
    });
    expect(
      sectionProgress({ businessDetails: { businessType: 'OTHER', previousAnnualRevenue: [] } }).business,
    ).toBe('notStarted');
    expect(sectionProgress({ entityInformation: { legalName: 'Acme' } }).entity).toBe('inProgress');
    expect(sectionProgress({ entityInformation: entity, businessDetails: business })).toMatchObject({
      entity: 'complete',
      business: 'complete',
      diligentEffort: 'complete',
    });
    expect(sectionProgress({ entityInformation: { ...entity, state: 'TX' } }).diligentEffort).toBe(
      'notStarted',
    );
  });

  it('signing waits for every section, then the revenue rule', () => {
    expect(
      signingBlock({ entityInformation: { ...entity, legalName: '' }, businessDetails: business }, 100),
    ).toBe('Legal name is required');
    expect(signingBlock({ entityInformation: entity, businessDetails: business }, 200)).toBeNull();
    expect(signingBlock({ entityInformation: entity, businessDetails: business }, 201)).toBe(
      applicationMessages.revenueRule,
    );
    expect(
      signingBlock({ entityInformation: { ...entity, state: 'TX' }, businessDetails: business }, 1),
    ).toBe('Select an acknowledgment');
  });

  it('an Exempt Commercial Purchaser needs no diligent effort form; the other acknowledgments do', () => {
    const tx = { ...entity, state: 'TX' };
    const ecp = { acknowledgment: 'EXEMPT_COMMERCIAL_PURCHASER' };
    expect(
      signingBlock({ entityInformation: tx, businessDetails: business, diligentSearchUpload: ecp }, 1),
    ).toBeNull();
    expect(
      sectionProgress({ entityInformation: tx, businessDetails: business, diligentSearchUpload: ecp })
        .diligentEffort,
    ).toBe('complete');
    for (const acknowledgment of ['DILIGENT_EFFORT', 'EXPORT_LIST'])
      expect(
        signingBlock(
          { entityInformation: tx, businessDetails: business, diligentSearchUpload: { acknowledgment } },
          1,
        ),
      ).toBe('file is required');
    expect(
      signingBlock(
        {
          entityInformation: tx,
          businessDetails: business,
          diligentSearchUpload: { acknowledgment: 'DILIGENT_EFFORT', file: 'form.pdf', fileId: 'u1' },
        },
        1,
      ),
    ).toBeNull();
  });
});

describe('uploads', () => {
  it('a stored upload must be a non-empty PDF of at most 10 MB, by its bytes, not its name', () => {
    const pdf = new TextEncoder().encode('%PDF-');
    expect(storedUploadProblem({ size: 5, head: pdf })).toBeNull();
    expect(storedUploadProblem({ size: 5, head: new TextEncoder().encode('<html') })).toBe(
      uploadMessages.notPdf,
    );
    expect(storedUploadProblem({ size: 0, head: new Uint8Array(0) })).toBe(uploadMessages.empty);
    expect(storedUploadProblem({ size: 10 * 1024 * 1024 + 1, head: pdf })).toBe(uploadMessages.tooLarge);
  });
  it('PDF only, not empty, at most 10 MB', () => {
    expect(uploadProblem({ name: 'a.pdf', size: 1, type: 'application/pdf' })).toBeNull();
    expect(uploadProblem({ name: 'a.png', size: 1 })).toBe(uploadMessages.notPdf);
    expect(uploadProblem({ name: 'a.pdf', size: 1, type: 'image/png' })).toBe(uploadMessages.notPdf);
    expect(uploadProblem({ name: 'a.pdf', size: 0 })).toBe(uploadMessages.empty);
    expect(uploadProblem({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The file is larger than 10 MB.',
    );
    const input = {
      folder: 'lpc-insurance/contracts/c1/diligent-effort',
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: 1,
    };
    expect(uploadFileSchema.safeParse({ input }).success).toBe(true);
    expect(firstMessage(uploadFileSchema, { input: { ...input, contentType: 'text/plain' } })).toBe(
      'Only PDF files can be uploaded.',
    );
    expect(startsLikePdf(new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(startsLikePdf(new TextEncoder().encode('hello'))).toBe(false);
    expect(contractIdOfDiligentEffortFolder('lpc-insurance/contracts/c1/diligent-effort')).toBe('c1');
    expect(contractIdOfDiligentEffortFolder('lpc-insurance/contracts/../diligent-effort')).toBeNull();
  });
});
