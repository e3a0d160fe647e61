/** Contact details shown in the footer and help pages (the spec withholds the real values). */
export const contact = {
  salesEmail: 'sales@almanac.example',
  supportEmail: 'support@almanac.example',
  phone: '+1 (800) 555-0142',
  phoneHref: 'tel:+18005550142',
  address: 'Almanac Insurance Services, 100 Main Street, Tampa, FL 33602',
  /** The provider's public website (the request-received page links to it). */
  website: 'https://almanac.example',
  /** The claims team, when the deployment sets none (config.json's claimsPhone, claimsEmail). */
  claimsEmail: 'claims@almanac.example',
  claimsPhone: '+1 (800) 555-0143',
} as const;

export interface ClaimsContact {
  phone: string;
  /** `tel:` with the digits (and a leading +) only. */
  phoneHref: string;
  email: string;
}

/** The claims team's phone and e-mail: the deployment's (config.json), else the example values. */
export function claimsContactOf(config: { claimsPhone?: string; claimsEmail?: string }): ClaimsContact {
  const phone = config.claimsPhone?.trim() || contact.claimsPhone;
  const email = config.claimsEmail?.trim() || contact.claimsEmail;
  return { phone, phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`, email };
}
