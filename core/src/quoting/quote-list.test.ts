import { describe, expect, it } from 'vitest';
import { compareListings } from './quote-list-order.js';
import {
  effectiveQuoteSearch,
  listingLocationLabel,
  listingMatchesSearch,
  listingView,
  pageOf,
  type QuoteListing,
  quotesToCsv,
  resolveQuoteSortColumn,
} from './quote-list.js';

const listing = (over: Partial<QuoteListing> = {}): QuoteListing => ({
  id: 'req1-1',
  program: 'HPC',
  createdBy: 'agent-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  savedAt: '2026-11-01T10:01:00.000Z',
  startDate: '2027-01-01',
  endDate: '2027-03-31',
  applicationDeadline: '2026-12-12',
  locations: [{ state: 'FL', lat: 27.9506, lon: -82.4572, weight: 100 }],
  trigger: 'Above 12.00 in',
  strike: 12,
  strikeUnit: 'inch',
  limitCents: 10_000_000,
  netPremiumCents: 1_234_567,
  ...over,
});

describe('sorting', () => {
  const a = listing({
    id: 'a',
    createdAt: '2026-11-01T00:00:00Z',
    netPremiumCents: 300,
    clientFirstName: 'Zoe',
    clientLastName: 'Adams',
  });
  const b = listing({ id: 'b', createdAt: '2026-11-02T00:00:00Z', netPremiumCents: 100 });
  const c = listing({
    id: 'c',
    createdAt: '2026-11-03T00:00:00Z',
    netPremiumCents: 200,
    clientFirstName: 'Al',
    clientLastName: 'Baker',
    program: 'LTC',
  });
  const ids = (column: Parameters<typeof compareListings>[0], dir: 'ASC' | 'DESC') =>
    [a, b, c].sort(compareListings(column, dir)).map((l) => l.id);

  it('orders by the column in the direction asked', () => {
    expect(ids('createdAt', 'DESC')).toEqual(['c', 'b', 'a']);
    expect(ids('netPremium', 'ASC')).toEqual(['b', 'c', 'a']);
    expect(ids('netPremium', 'DESC')).toEqual(['a', 'c', 'b']);
    // Excess precipitation before Low temperature; equal names newest first.
    expect(ids('programName', 'ASC')).toEqual(['b', 'a', 'c']);
  });

  it('puts quotes without a client last in both directions, ties newest first', () => {
    expect(ids('clientName', 'ASC')).toEqual(['a', 'c', 'b']);
    expect(ids('clientName', 'DESC')).toEqual(['c', 'a', 'b']);
    const same = [
      listing({ id: 'x', createdAt: '2026-01-01' }),
      listing({ id: 'y', createdAt: '2026-02-01' }),
    ];
    expect(same.sort(compareListings('netPremium', 'ASC')).map((l) => l.id)).toEqual(['y', 'x']);
  });

  it('orders IDs character by character, not as numbers', () => {
    const ids = ['6dad-1', '61fe-1', '6a00-1'].map((id) => listing({ id }));
    expect(ids.sort(compareListings('id', 'ASC')).map((l) => l.id)).toEqual(['61fe-1', '6a00-1', '6dad-1']);
  });

  it('resolves the column names and aliases the web and the spec use', () => {
    expect(resolveQuoteSortColumn('premium')).toBe('netPremium');
    expect(resolveQuoteSortColumn('riskPeriod.startDate')).toBe('startDate');
    expect(resolveQuoteSortColumn('Policy Start')).toBe('startDate');
    expect(resolveQuoteSortColumn('trigger')).toBe('strike');
    expect(resolveQuoteSortColumn('_id')).toBe('id');
    expect(resolveQuoteSortColumn('colour')).toBeNull();
  });

  it('knows nothing an object inherits: __proto__, constructor and toString are not columns', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__PROTO__']) {
      expect(resolveQuoteSortColumn(name), name).toBeNull();
    }
  });
});

describe('search', () => {
  const l = listing({
    clientFirstName: 'Dana',
    clientLastName: 'Reyés',
    clientEmail: 'dana@harbor.example',
    contractId: 'CTR-778',
  });
  it('matches every word against client name, e-mail, ID and contract ID, ignoring case and accents', () => {
    expect(listingMatchesSearch(l, 'reyes dana')).toBe(true);
    expect(listingMatchesSearch(l, '@HARBOR')).toBe(true);
    expect(listingMatchesSearch(l, 'ctr-778')).toBe(true);
    expect(listingMatchesSearch(l, 'req1')).toBe(true);
    expect(listingMatchesSearch(l, 'dana smith')).toBe(false);
  });
  it('finds an ID from its start, a contract ID or policy number only whole', () => {
    const policy = { ...l, id: 'a1b2c3d4-1', policyNumber: 'ALM-HPC-2026-ABCD' };
    expect(listingMatchesSearch(policy, 'A1B2')).toBe(true);
    expect(listingMatchesSearch(policy, 'a1b2c3d4-1')).toBe(true);
    expect(listingMatchesSearch(policy, 'c3d4')).toBe(false);
    expect(listingMatchesSearch(policy, 'ctr-77')).toBe(false);
    expect(listingMatchesSearch(policy, 'alm-hpc-2026-abcd')).toBe(true);
    expect(listingMatchesSearch(policy, 'ALM-HPC')).toBe(false);
  });
  it("matches the attached client's current name and e-mail when given, not the listing's older copy", () => {
    const now = { firstName: 'Dana', lastName: 'Okafor', email: 'dana@okafor.example' };
    expect(listingMatchesSearch(l, 'okafor dana', now)).toBe(true);
    expect(listingMatchesSearch(l, 'reyes', now)).toBe(false);
    expect(listingMatchesSearch(l, 'okafor')).toBe(false);
  });
  it('applies only above 2 characters', () => {
    expect(effectiveQuoteSearch(' da ')).toBeUndefined();
    expect(effectiveQuoteSearch(' dan ')).toBe('dan');
  });
});

describe('views', () => {
  it('labels the first location and counts the others', () => {
    expect(listingLocationLabel(listing())).toBe('FL 27.951, -82.457');
    const three = listing({
      locations: [...listing().locations, ...listing().locations, ...listing().locations],
    });
    expect(listingLocationLabel(three)).toBe('FL 27.951, -82.457 +2 more');
  });
  it('shows money in dollars and the status', () => {
    expect(listingView(listing({ frozenAt: '2026-11-05T00:00:00Z' }))).toMatchObject({
      netPremium: 12345.67,
      limitOfLiability: 100000,
      status: 'Submitted',
      programTitle: 'Excess precipitation',
      states: ['FL'],
      riskPeriod: { startDate: '2027-01-01', endDate: '2027-03-31', days: 90 },
    });
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });
  it('exports the CSV with the agent columns and the client as last name, first name', () => {
    const item = listingView(
      listing({ clientFirstName: 'Dana', clientLastName: 'Reyes', clientEmail: 'dana@x.example' }),
    );
    const csv = quotesToCsv([item, listingView(listing({ id: 'req2-1' }))], '2026-11-02');
    const [header, first, second] = csv.trim().split('\r\n');
    expect(header).toBe(
      'Client,"Client (Last, First)",Client Email,Created On,Location,Type,Policy Period,Trigger,Limit,Premium,ID,Status,Policy Number',
    );
    expect(first).toBe(
      'Dana Reyes,"Reyes, Dana",dana@x.example,11/01/2026,"FL 27.951, -82.457",Excess precipitation,01/01/2027 - 03/31/2027,Above 12.00 in,100000.00,12345.67,req1-1,Saved,',
    );
    expect(second!.startsWith(',,,11/01/2026')).toBe(true);
  });
  it('writes the real status of each row and the policy number of a policy (not "Submitted" for all)', () => {
    const submitted = (contractStatus: string, policyNumber?: string) => ({
      ...listingView(listing({ frozenAt: '2026-11-05T00:00:00Z' })),
      contractStatus,
      policyNumber: policyNumber ?? null,
    });
    const rows = quotesToCsv(
      [
        submitted('DRAFT'),
        submitted('APPROVED', 'ALM-HPC-2027-ABCDEF1'),
        submitted('REJECTED'),
        submitted('APPROVED', 'ALM-HPC-2027-ABCDEF2'),
      ],
      '2026-11-02',
    )
      .trim()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(',').slice(-2).join(','));
    expect(rows.slice(0, 3)).toEqual([
      'Application Draft,',
      'Policy Active,ALM-HPC-2027-ABCDEF1',
      'Rejected,',
    ]);
    // The same policy after its period ended (03/31/2027).
    expect(quotesToCsv([submitted('APPROVED', 'ALM-HPC-2027-ABCDEF2')], '2027-04-01')).toContain(
      'Policy Ended,ALM-HPC-2027-ABCDEF2',
    );
  });
  it('keeps spreadsheets from reading client text as a formula', () => {
    const item = listingView(
      listing({ clientFirstName: '=HYPERLINK("x")', clientLastName: 'Reyes', clientEmail: '@x.example' }),
    );
    const [, row] = quotesToCsv([item], '2026-11-02').trim().split('\r\n');
    expect(row).toBe(
      `"'=HYPERLINK(""x"") Reyes","Reyes, =HYPERLINK(""x"")",'@x.example,11/01/2026,"FL 27.951, -82.457",Excess precipitation,01/01/2027 - 03/31/2027,Above 12.00 in,100000.00,12345.67,req1-1,Saved,`,
    );
  });
});
