/**
 * The contact fields every form shares (docs/requirements.md#validation-entity,
 * #validation-account, #validation-clients, #validation-claims): one ZIP rule, one US phone rule
 * (parsed and validated with libphonenumber-js, stored in one format), one license-number rule and
 * the NPN rule. Each says what is wrong; none truncates what was typed (docs/decisions.md, issue 27).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import * as z from 'zod';
import { US_PHONE_METADATA } from './us-phone-metadata.js';

export const contactFieldMessages = {
  zip: 'Enter a 5-digit ZIP code, or ZIP+4 (e.g. 33602 or 33602-1234)',
  phone: 'Enter a valid US phone number, e.g. (813) 555-0142',
  licenseNumber:
    'A license number may hold only letters, digits, spaces and the characters - . / (50 at most)',
  npn: 'The NPN is a number of up to 10 digits',
} as const;

/** A US ZIP code: five digits, or ZIP+4 with its hyphen. */
export const US_ZIP = /^\d{5}(-\d{4})?$/;
export const isUsZip = (value: string): boolean => US_ZIP.test(value.trim());

/**
 * A US phone number as stored and shown: "(813) 555-0142" (national format; an extension is kept
 * as " ext. 12"), or null when it is not a valid US number. "+1 813 555 0142", "813.555.0142" and
 * "1 813 555 0142" are the same number.
 */
export function formatUsPhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'US', US_PHONE_METADATA);
  if (!parsed || parsed.country !== 'US' || !parsed.isValid()) return null;
  return parsed.formatNational();
}
export const isUsPhone = (value: string): boolean => formatUsPhone(value) !== null;

/** A license number: letters, digits, spaces, hyphens, periods and slashes, 1 to 50 characters. */
export const LICENSE_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 ./-]{0,48}[A-Za-z0-9.])?$/;
export const isLicenseNumber = (value: string): boolean => LICENSE_NUMBER.test(value.trim());

/** A National Producer Number: 1 to 10 digits. */
export const NPN = /^\d{1,10}$/;

/** A required ZIP code (`requiredMessage` when empty). */
export const zipCodeSchema = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).regex(US_ZIP, contactFieldMessages.zip);

/** A required US phone, stored as formatUsPhone gives it. */
export const usPhoneSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(40, contactFieldMessages.phone)
    .transform((v, ctx) => {
      const phone = formatUsPhone(v);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: contactFieldMessages.phone });
        return z.NEVER;
      }
      return phone;
    });

/** An optional US phone: empty or absent is undefined; given, it must be valid. */
export const optionalUsPhoneSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || undefined)
  .pipe(usPhoneSchema(contactFieldMessages.phone).optional());

/** A required license number (`requiredMessage` when empty). */
export const licenseNumberSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isLicenseNumber, contactFieldMessages.licenseNumber);

/** An optional license number: empty or absent is undefined; given, it must be valid. */
export const optionalLicenseNumberSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || undefined)
  .pipe(licenseNumberSchema(contactFieldMessages.licenseNumber).optional());
