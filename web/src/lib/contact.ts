/** Contact details shown in the footer and help pages (the spec withholds the real values). */
export const contact = {
  salesEmail: 'sales@almanac.example',
  supportEmail: 'support@almanac.example',
  phone: '+1 (800) 555-0142',
  phoneHref: 'tel:+18005550142',
  address: 'Almanac Insurance Services, 100 Main Street, Tampa, FL 33602',
  /** The provider's public website (the request-received page links to it). */
  website: 'https://almanac.example',
} as const;
