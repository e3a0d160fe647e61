/**
 * The application form as data (docs/requirements.md#application-form, #application-entity,
 * #application-business, #application-diligent-effort): the form's values from the saved
 * application, the answers core's section rules read, and each section's save payload (core's
 * draft schemas; a field the draft refuses stays unsent until it is fixed). No React.
 */
import {
  type ApplicationAnswers,
  businessDetailsDraftSchema,
  DEFAULT_BUSINESS_TYPE,
  defaultRevenue,
  diligentSearchUploadDraftSchema,
  entityInformationDraftSchema,
} from '@almanac/core';
import type { z } from 'zod';
import type {
  BusinessDetailsInput,
  DiligentSearchUploadInput,
  EntityInformationInput,
} from '../../../lib/graphql/generated/graphql.js';
import type { Application } from '../api/apply-api.js';

export interface EntityForm {
  legalName: string;
  address: string;
  city: string;
  state: string;
  county: string;
  country: string;
  zip: string;
  federalTaxId: string;
  contactFirstName: string;
  contactLastName: string;
  emails: string[];
  businessPhone: string;
}

export interface BusinessForm {
  businessType: string;
  businessOperationsDescription: string;
  /** Whole dollars as typed (digits only). */
  revenue: { year: number; revenue: string }[];
}

export interface DiligentForm {
  acknowledgment: string;
  file: string;
  fileId: string;
}

export interface ApplicationFormValues {
  entity: EntityForm;
  business: BusinessForm;
  diligent: DiligentForm;
}

export type SectionKey = keyof ApplicationFormValues;

export function formValuesOf(app: Application, today: string): ApplicationFormValues {
  const e = app.entityInformation;
  const b = app.businessDetails;
  const d = app.diligentSearchUpload;
  const stored = new Map(b.previousAnnualRevenue.map((y) => [y.year, y.revenue]));
  const years =
    b.previousAnnualRevenue.length > 0
      ? [...b.previousAnnualRevenue].sort((x, y) => x.year - y.year)
      : defaultRevenue(today);
  return {
    entity: {
      legalName: e.legalName ?? '',
      address: e.address ?? '',
      city: e.city ?? '',
      state: e.state ?? '',
      county: e.county ?? '',
      country: e.country ?? '',
      zip: e.zip ?? '',
      federalTaxId: '',
      contactFirstName: e.contactFirstName ?? '',
      contactLastName: e.contactLastName ?? '',
      emails: e.emails.length > 0 ? e.emails.map((m) => m.value) : [''],
      businessPhone: e.businessPhone ?? '',
    },
    business: {
      businessType: b.businessType || DEFAULT_BUSINESS_TYPE,
      businessOperationsDescription: b.businessOperationsDescription ?? '',
      revenue: years.map((y) => ({ year: y.year, revenue: String(stored.get(y.year) ?? y.revenue) })),
    },
    diligent: { acknowledgment: d.acknowledgment ?? '', file: d.file ?? '', fileId: d.fileId ?? '' },
  };
}

const orUndefined = (v: string) => (v.trim() === '' ? undefined : v);

/** What core's section rules read: the form's values in the schemas' shapes. */
export function answersOf(values: ApplicationFormValues, hasFederalTaxId: boolean): ApplicationAnswers {
  const { entity, business, diligent } = values;
  return {
    entityInformation: {
      ...entity,
      federalTaxId: orUndefined(entity.federalTaxId),
      emails: entity.emails.map((value) => ({ value })),
    },
    businessDetails: {
      businessType: business.businessType,
      businessOperationsDescription: business.businessOperationsDescription,
      previousAnnualRevenue: business.revenue.map((r) => ({
        year: r.year,
        revenue: r.revenue.trim() === '' ? undefined : Number(r.revenue),
      })),
    },
    diligentSearchUpload: {
      acknowledgment: orUndefined(diligent.acknowledgment),
      file: orUndefined(diligent.file),
      fileId: orUndefined(diligent.fileId),
    },
    hasFederalTaxId,
  };
}

/** Parse a draft; the top-level fields it refuses are left out (sent once they are fixed). */
function lenient<T extends z.ZodType>(schema: T, value: Record<string, unknown>): z.output<T> {
  let input = { ...value };
  for (let i = 0; i < 20; i++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (bad.has('')) break;
    input = Object.fromEntries(Object.entries(input).filter(([k]) => !bad.has(k)));
  }
  return schema.parse({}) as z.output<T>;
}

/** A section's save payload, JSON-clean (no undefined). */
const clean = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function entityPayload(entity: EntityForm): EntityInformationInput {
  const emails = entity.emails.map((e) => e.trim()).filter(Boolean);
  return clean(
    lenient(entityInformationDraftSchema, {
      ...entity,
      federalTaxId: orUndefined(entity.federalTaxId),
      emails: emails.length > 0 ? emails.map((value) => ({ value })) : undefined,
    }),
  );
}

export function businessPayload(business: BusinessForm): BusinessDetailsInput {
  const years = business.revenue
    .filter((r) => r.revenue.trim() !== '')
    .map((r) => ({ year: r.year, revenue: Number(r.revenue) }));
  return clean(
    lenient(businessDetailsDraftSchema, {
      businessType: business.businessType,
      businessOperationsDescription: business.businessOperationsDescription,
      currency: 'USD',
      previousAnnualRevenue: years,
    }),
  );
}

export function diligentPayload(diligent: DiligentForm): DiligentSearchUploadInput {
  return clean(
    lenient(diligentSearchUploadDraftSchema, {
      acknowledgment: orUndefined(diligent.acknowledgment),
      file: orUndefined(diligent.file),
      fileId: orUndefined(diligent.fileId),
    }),
  );
}

export const sectionInputName = {
  entity: 'entityInformation',
  business: 'businessDetails',
  diligent: 'diligentSearchUpload',
} as const;

export function payloadOf(section: SectionKey, values: ApplicationFormValues) {
  switch (section) {
    case 'entity':
      return entityPayload(values.entity);
    case 'business':
      return businessPayload(values.business);
    case 'diligent':
      return diligentPayload(values.diligent);
  }
}

/** Revenue as typed: digits only (whole dollars). */
export const revenueDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 13);

/** YYYY-MM-DD of the viewer's today (the signature's date); shared with the client's pages. */
export { localToday } from '../../../shared/dates/local-today.js';

/** The covered locations of the application's quote (Weather Index Details). */
export function locationRowsOf(app: Pick<Application, 'quote'>) {
  return (app.quote.locations?.features ?? []).map((f, i) => {
    const [lon = 0, lat = 0] = f.geometry.coordinates;
    return {
      key: `${i}-${lat}-${lon}`,
      name: `Location ${i + 1}`,
      state: f.properties.state,
      lat,
      lon,
      weightPercent: Math.round(f.properties.weight * 10_000) / 100,
    };
  });
}
