/**
 * An application as the underwriter and operations read it (docs/requirements.md#binding,
 * #entity-application): why it needs a person, the cover and the money, the insured, the agent and
 * the client with their signatures, and the documents with download links.
 */
import {
  clientMessageTexts,
  formatUsd,
  formatUsdWhole,
  SENSITIVITY_NOTE,
  SENSITIVITY_TITLE,
} from '@almanac/core';
import { Card, DataList, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ContractDocuments } from '../../../components/contracts/contract-documents.js';
import {
  agencyOf,
  businessTypeOf,
  dayOf,
  limitOf,
  periodOf,
  programOf,
  reasonLabels,
  type ReviewContract,
  sensitivityOf,
} from '../model/queue.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card.Root as="section" variant="outline" borderRadius="xl" aria-labelledby={id}>
      <Card.Body gap="4">
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="40">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

const signed = (s: { name: string; date: string } | null | undefined): string =>
  s ? `${s.name}, ${dayOf(s.date)}` : 'Not signed yet';

export function UnderwritingReasons({ contract }: { contract: ReviewContract }) {
  const reasons = reasonLabels(contract);
  const review = contract.reviewDetails;
  const sensitivity = sensitivityOf(contract);
  return (
    <Section title="Underwriting">
      {reasons.length > 0 ? (
        <List.Root gap="1" ps="5">
          {reasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">Approved automatically: no reason needed an underwriter.</Text>
      )}
      {sensitivity ? (
        <Stack gap="1" data-testid="price-sensitivity">
          <Facts rows={[[SENSITIVITY_TITLE, sensitivity.range]]} />
          <List.Root gap="0" ps="5" fontSize="sm" color="fg.muted">
            {sensitivity.scenarios.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List.Root>
          <Text fontSize="xs" color="fg.muted">
            {SENSITIVITY_NOTE}
          </Text>
        </Stack>
      ) : null}
      {review ? (
        <Facts
          rows={[
            ['Decision', review.isApproved ? 'Approved' : 'Rejected'],
            ['Decided by', `${review.reviewBy}, ${dayOf(review.reviewDate)}`],
            [clientMessageTexts.internalNotesLabel, review.reviewDescription],
            [clientMessageTexts.clientMessageLabel, review.clientMessage ?? ''],
          ]}
        />
      ) : null}
    </Section>
  );
}

export function ApplicationSummary({ contract: c }: { contract: ReviewContract }) {
  const e = c.entityInformation;
  const contact = [e.contactFirstName, e.contactLastName].filter(Boolean).join(' ');
  const address = [e.address, e.city, [e.state, e.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const b = c.businessDetails;
  return (
    <Stack gap="5">
      <Section title="Coverage">
        <Facts
          rows={[
            ['Program', programOf(c)],
            ['Limit of Liability', limitOf(c)],
            ['Policy Period', periodOf(c)],
            ['Net Premium', formatUsd(c.prices.netPremium)],
            ['Total Due', formatUsd(c.prices.totalDue)],
            ['Payment Due', dayOf(c.paymentDueDate)],
            ['Submitted', dayOf(c.submittedAt)],
          ]}
        />
      </Section>
      <Section title="Insured">
        <Facts
          rows={[
            ['Legal Name', e.legalName],
            ['Address', address],
            ['Contact', contact],
            ['Phone', e.businessPhone],
            ['E-mails', e.emails.map((m) => m.value).join(', ')],
            ['Business Type', businessTypeOf(b.businessType)],
            ['Operations', b.businessOperationsDescription],
            [
              'Annual Revenue',
              b.previousAnnualRevenue.map((r) => `${r.year}: ${formatUsdWhole(r.revenue)}`).join(' · '),
            ],
          ]}
        />
      </Section>
      <Section title="Agent and Client">
        <Facts
          rows={[
            ['Agency / Agent', agencyOf(c)],
            ['Agent E-mail', c.agentEmail],
            ["Broker's Signature", signed(c.agentSignature)],
            ['Client', c.clientName],
            ['Client E-mail', c.clientEmail],
            ["Client's Signature", signed(c.clientSignature)],
            ...(c.clientSignature?.d1SignName
              ? ([['D-1 Signature', c.clientSignature.d1SignName]] as [string, string][])
              : []),
          ]}
        />
      </Section>
      <Section title="Documents">
        <ContractDocuments documents={c.documents} empty="No documents yet." />
      </Section>
    </Stack>
  );
}
