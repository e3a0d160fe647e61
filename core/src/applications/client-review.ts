/**
 * The client's review and signature (docs/requirements.md#client-review,
 * #validation-client-sign): the form's rules with the requirement's messages, the API input, and
 * the texts of the review link's pages. The web form and the server validate with these schemas.
 */
import * as z from 'zod';
import { isSignatureDateToday } from './application-lifecycle.js';
import { applicationMessages } from './application-form.js';
import { ContractStatus } from './contract-status.js';

export const clientSignMessages = {
  agreeElectronic: 'electronic agreement is required',
  agreeTerrorismDisclosure: 'terrorism discloser agreement is required',
  signName: 'Your signature must have at least 3 characters',
  d1SignName: 'The California disclosure signature must have at least 3 characters',
  signatureDate: applicationMessages.signatureDate,
} as const;

/** The state whose applicants also sign the D-1 disclosure (docs/requirements.md#validation-client-sign). */
export const D1_DISCLOSURE_STATE = 'CA';
export const needsD1Signature = (entityState: string | null | undefined): boolean =>
  (entityState ?? '').trim().toUpperCase() === D1_DISCLOSURE_STATE;

const signature = (message: string) => z.string({ error: message }).trim().min(3, message).max(100, message);
const optionalText = z
  .string()
  .trim()
  .max(100, clientSignMessages.d1SignName)
  .nullish()
  .transform((v) => v ?? '');

/**
 * The Sign & Submit form: both acknowledgements, the client's signature and (CA only) the D-1
 * disclosure signature; the dates must be the signer's today.
 */
export const clientSignFormSchema = (entityState: string | null | undefined, now: Date) =>
  z.object({
    agreeElectronic: z.literal(true, { error: clientSignMessages.agreeElectronic }),
    agreeTerrorismDisclosure: z.literal(true, { error: clientSignMessages.agreeTerrorismDisclosure }),
    signName: signature(clientSignMessages.signName),
    signDate: z
      .string({ error: clientSignMessages.signatureDate })
      .refine((d) => isSignatureDateToday(d, now), clientSignMessages.signatureDate),
    d1SignName: needsD1Signature(entityState) ? signature(clientSignMessages.d1SignName) : optionalText,
    d1SignDate: z
      .string({ error: clientSignMessages.signatureDate })
      .refine(
        (d) => !needsD1Signature(entityState) || isSignatureDateToday(d, now),
        clientSignMessages.signatureDate,
      ),
  });
export type ClientSignForm = z.infer<ReturnType<typeof clientSignFormSchema>>;

/**
 * submitReviewedLpcApplicationByClient(contract, {agreeElectronicClient, agreeTerrorismDisclosure,
 * d1SignName, signNameCustomer, signDate}): the API's names for the form's fields. `signDate`
 * (the signer's today) is optional; the server's quoting day stands in when absent.
 */
export const clientReviewInputSchema = (entityState: string | null | undefined, now: Date, today: string) =>
  z.object({
    contract: z.string().trim().min(1, 'contract is required').max(200, 'contract is not valid'),
    input: z
      .object({
        agreeElectronicClient: z.boolean().nullish(),
        agreeTerrorismDisclosure: z.boolean().nullish(),
        signNameCustomer: z.string().nullish(),
        d1SignName: z.string().nullish(),
        signDate: z.string().nullish(),
      })
      .transform((i) => ({
        agreeElectronic: i.agreeElectronicClient,
        agreeTerrorismDisclosure: i.agreeTerrorismDisclosure,
        signName: i.signNameCustomer,
        signDate: i.signDate ?? today,
        d1SignName: i.d1SignName,
        d1SignDate: i.signDate ?? today,
      }))
      .pipe(clientSignFormSchema(entityState, now)),
  });

/** Only an application waiting for the client may be signed by them (docs/requirements.md#client-review). */
export const CLIENT_SIGNABLE_STATUS = ContractStatus.AWAITING_CLIENT;
export const canClientContinue = (status: string): boolean => status === CLIENT_SIGNABLE_STATUS;

/** The client's signature consent texts; their version is part of the signature record. */
export const CLIENT_ELECTRONIC_CONSENT_TEXT =
  'I have read and agree to the Agreement to Conduct Electronic Transactions, and I agree to sign this application electronically.';
export const CLIENT_TERRORISM_CONSENT_TEXT =
  'I have read the Terrorism Risk Insurance Act disclosure and understand that coverage for certified acts of terrorism is excluded.';
export const CLIENT_CONSENT_VERSION = 'client-consent-2026-11-25';

/** Texts of the review link and the Sign & Submit page (docs/requirements.md#client-review). */
export const clientReviewTexts = {
  linkExpiredTitle: 'Link Expired',
  linkExpired: 'The link you used to access this page has expired. We sent a new link to your email.',
  linkInvalidTitle: 'Link Not Valid',
  linkClosedTitle: 'Where Your Application Stands',
  signInToPolicies: 'Sign in to your policies',
  noSignInLink: 'No sign-in link at hand? We can e-mail you one.',
  linkInvalid:
    'This link is not valid. Please use the most recent link from your e-mail, or contact your agent for a new one.',
  loadError: 'Error Loading Data',
  opening: 'Opening your application…',
  signTitle: 'Review, Sign & Submit',
  summaryTitle: 'Application Summary',
  representationsTitle: 'Representations and Warranties',
  signatureTitle: 'Signature and Acknowledgements',
  agreeElectronicLabel: 'I agree to the Agreement to Conduct Electronic Transactions',
  agreeTerrorismLabel: 'I have read and accept the Terrorism Risk Insurance Act Disclosure',
  signNameLabel: 'Signature (type your full name)',
  d1Title: 'California Disclosure (D-1)',
  d1SignNameLabel: 'D-1 disclosure signature (type your full name)',
  dateLabel: 'Date',
  continue: 'Continue',
  notAwaitingClient: 'This application is not waiting for your signature.',
} as const;

/** The expired link's answer is recognised by this text in the error's message (docs/requirements.md#error-catalogue). */
export const EXPIRED_TOKEN_MARKER = 'The token provided is expired';
export const isExpiredTokenMessage = (message: string | null | undefined): boolean =>
  !!message && message.includes(EXPIRED_TOKEN_MARKER);

/** The client's sign page for a contract. */
export const clientSignPath = (contractId: string): string =>
  `/apply/${encodeURIComponent(contractId)}/application-sign`;

/**
 * The token argument of an e-mailed contract link (acceptClientReviewContractInvite,
 * acceptClaimsFormTokenInvite); any token that does not fit is answered INVALID_TOKEN.
 */
export const contractLinkTokenArgSchema = z.object({ token: z.string().trim().min(1).max(512) });
