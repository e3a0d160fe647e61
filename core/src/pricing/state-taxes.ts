/**
 * Surplus lines taxes and fees by the insured's home state.
 *
 * NEEDS COMPLIANCE REVIEW before binding real business: rates are our best reading of published
 * sources (statutes and stamping-office notices as summarised in the Troutman Pepper Locke
 * "Excess and Surplus Lines Law Manual", Appendix A, and the stamping offices' own pages) and
 * change often. Simplifications: one combined tax rate per state (tax plus any surcharge or
 * regulatory fee charged on every surplus lines policy), fire-marshal taxes that apply only to
 * fire premium are left out, and municipal premium taxes are not modelled (hence Kentucky is
 * "unavailable").
 */
const SOURCE = 'Troutman Pepper Locke, Excess & Surplus Lines Law Manual, Appendix A';

export type StateTaxStatus = 'available' | 'unavailable' | 'refused';

export interface StateTaxRule {
  readonly state: string;
  readonly status: StateTaxStatus;
  /** Surplus lines tax, with surcharges levied on every surplus lines policy, in percent. */
  readonly surplusLinesTaxPercent: number;
  /** Per calendar year of the policy start when the rate is scheduled to change. */
  readonly surplusLinesTaxPercentByYear?: Readonly<Record<number, number>>;
  /** Stamping-office (or service) fee in percent. */
  readonly stampingFeePercent: number;
  /** Whether the policy fee is part of the taxable premium. */
  readonly policyFeeTaxable: boolean;
  readonly sources: string;
}

type Row = [state: string, tax: number, stamping: number, sources: string, extra?: Partial<StateTaxRule>];

const rows: Row[] = [
  ['AL', 6, 0, `Ala. Code 27-10-31; ${SOURCE}`],
  ['AK', 2.7, 0, `AS 21.34.180; ${SOURCE} (the 1% filing fee on some filings is not modelled)`],
  ['AZ', 3, 0.2, `A.R.S. 20-416; Surplus Line Association of Arizona stamping fee 0.2%; ${SOURCE}`],
  ['AR', 4, 0, `A.C.A. 23-65-315; ${SOURCE}`],
  ['CA', 3, 0.18, `Cal. Ins. Code 1775.5; SLA of California stamping fee 0.18% from 2023-01-01; ${SOURCE}`],
  ['CO', 3, 0, `C.R.S. 10-5-111; ${SOURCE}`],
  ['CT', 4, 0, `C.G.S. 38a-743; ${SOURCE}`],
  ['DE', 3, 0, `18 Del. C. 1925; ${SOURCE}`],
  ['DC', 2, 0, `D.C. Code 31-2502.40; ${SOURCE}`],
  ['FL', 4.94, 0.06, `Fla. Stat. 626.932 (4.94%), 626.9325 (FSLSO service fee 0.06%); ${SOURCE}`],
  ['GA', 4, 0, `O.C.G.A. 33-5-31; ${SOURCE}`],
  [
    'HI',
    4.68,
    0,
    `HRS 431:8-315 (broker fees are not gross premium); ${SOURCE}`,
    { policyFeeTaxable: false },
  ],
  ['ID', 1.5, 0.5, `Idaho Code 41-1229; SLA of Idaho stamping fee 0.5%; ${SOURCE}`],
  [
    'IL',
    3.5,
    0.04,
    `215 ILCS 5/445 (fire marshal tax on fire premium not modelled); SLAI stamping fee 0.04% from 2023; ${SOURCE}`,
  ],
  ['IN', 2.5, 0, `IC 27-1-15.8-4; ${SOURCE}`],
  [
    'IA',
    0.9,
    0,
    `Iowa Code 432.1(4): 0.975% 2024, 0.95% 2025, 0.925% 2026, 0.9% from 2027; ${SOURCE}`,
    { surplusLinesTaxPercentByYear: { 2024: 0.975, 2025: 0.95, 2026: 0.925 } },
  ],
  ['KS', 3, 0, `K.S.A. 40-246c (3% from 2024-01-01); ${SOURCE}`],
  [
    'KY',
    3,
    0,
    `KRS 304.10-180: 3% plus 1.8% surcharge, and local government premium taxes that depend on the risk location (not modelled); ${SOURCE}`,
    { status: 'unavailable' },
  ],
  ['LA', 4.85, 0, `La. R.S. 22:439; ${SOURCE}`],
  ['ME', 3, 0, `24-A M.R.S. 2016, 36 M.R.S. 2531; ${SOURCE}`],
  ['MD', 3, 0, `Md. Code, Ins. 3-324, 3-325; ${SOURCE}`],
  ['MA', 4, 0, `M.G.L. c.175 s.168; ${SOURCE}`],
  ['MI', 2.5, 0, `MCL 500.1905: 2% tax plus 0.5% regulatory fee; ${SOURCE}`],
  ['MN', 3, 0.04, `Minn. Stat. 297I.05 subd. 7; SLA of Minnesota stamping fee 0.04%; ${SOURCE}`],
  [
    'MS',
    7,
    0.25,
    `Miss. Code 83-21-25: 4% tax plus 3% MWUA non-admitted policy fee; MSLA stamping fee 0.25%; ${SOURCE}`,
  ],
  ['MO', 5, 0, `RSMo 384.059; ${SOURCE}`],
  [
    'MT',
    2.75,
    0,
    `MCA 33-2-311 (2.75%; fire tax on fire premium and the CSI stamping fee not modelled); ${SOURCE}`,
  ],
  ['NE', 3, 0, `Neb. Rev. Stat. 44-5506; ${SOURCE}`],
  ['NV', 3.5, 0.04, `NRS 685A.180; SLA of Nevada stamping fee; ${SOURCE}`],
  ['NH', 3, 0, `RSA 405:29; ${SOURCE}`],
  ['NJ', 5, 0, `N.J.S.A. 17:22-6.59; ${SOURCE}`],
  ['NM', 3.003, 0, `NMSA 59A-14-12; ${SOURCE}`],
  [
    'NY',
    0,
    0,
    'Refused: coverage is not offered in New York (docs/requirements.md#programs, #constants)',
    { status: 'refused' },
  ],
  ['NC', 5, 0, `N.C.G.S. 58-21-85; ${SOURCE}`],
  ['ND', 1.75, 0, `N.D.C.C. 26.1-44-03; ${SOURCE}`],
  ['OH', 5, 0, `ORC 3905.36; ${SOURCE}`],
  ['OK', 6, 0, `36 O.S. 1115; ${SOURCE}`],
  [
    'OR',
    2.3,
    0.1,
    `ORS 735.470 (2%) plus 0.3% fire marshal assessment; SLA of Oregon stamping fee; ${SOURCE}`,
  ],
  ['PA', 3, 0, `40 P.S. 991.1621; ${SOURCE}`],
  ['PR', 9, 0, `P.R. Insurance Code 10.140; ${SOURCE}`],
  ['RI', 4, 0, `R.I.G.L. 27-3-38; ${SOURCE}`],
  ['SC', 6, 0, `S.C. Code 38-45-60; ${SOURCE}`],
  ['SD', 2.5, 0, `SDCL 58-32-16; ${SOURCE}`],
  ['TN', 5, 0, `T.C.A. 56-14-113; ${SOURCE}`],
  [
    'TX',
    4.85,
    0.04,
    'Tex. Ins. Code 225.002; SLTX stamping fee 0.04% for policies from 2024-01-01 (sltx.org)',
  ],
  ['UT', 4.25, 0.1, `Utah Code 31A-3-301; SLA of Utah stamping fee; ${SOURCE}`],
  ['VT', 3, 0, `8 V.S.A. 5035; ${SOURCE}`],
  ['VA', 2.25, 0, `Va. Code 38.2-4809; ${SOURCE}`],
  ['WA', 2, 0.1, `RCW 48.15.120; SLA of Washington stamping fee 0.1% (surpluslines.org); ${SOURCE}`],
  ['WV', 4.55, 0, `W. Va. Code 33-12C-7 (4%) plus 0.55% surcharge (33-3-33); ${SOURCE}`],
  ['WI', 3, 0, `Wis. Stat. 618.43; ${SOURCE}`],
  ['WY', 3, 0, `Wyo. Stat. 26-11-116; ${SOURCE}`],
];

export const stateTaxRules: Readonly<Record<string, StateTaxRule>> = Object.fromEntries(
  rows.map(([state, tax, stamping, sources, extra]) => [
    state,
    {
      state,
      status: 'available',
      surplusLinesTaxPercent: tax,
      stampingFeePercent: stamping,
      policyFeeTaxable: true,
      sources,
      ...extra,
    } satisfies StateTaxRule,
  ]),
);
