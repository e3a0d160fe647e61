/** The agency applications in review: agency, applicant, primary agent, license and when submitted. */
import { agencyReviewTexts, operationsAgencyPath, stateName } from '@almanac/core';
import { Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { type OrganizationOnboarding, personName } from '../../../shared/onboarding/onboarding-model.js';
import { dayOf } from '../model/queue.js';

export function AgencyTable({ items }: { items: readonly OrganizationOnboarding[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" whiteSpace="normal">
      <Table.Root size="sm" aria-label={agencyReviewTexts.title}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Agency</Table.ColumnHeader>
            <Table.ColumnHeader>Applicant</Table.ColumnHeader>
            <Table.ColumnHeader>Primary Agent</Table.ColumnHeader>
            <Table.ColumnHeader>Agency License</Table.ColumnHeader>
            <Table.ColumnHeader>Submitted</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((o) => (
            <Table.Row key={o.organization._id}>
              <Table.Cell py="3">
                <ChakraLink asChild fontWeight="semibold" color="primary.fg">
                  <Link to={operationsAgencyPath(o.organization._id)}>{o.organization.name}</Link>
                </ChakraLink>
                {o.organization.website ? (
                  <Text fontSize="xs" color="fg.muted">
                    {o.organization.website}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>{o.applicant ? personName(o.applicant) : '—'}</Table.Cell>
              <Table.Cell>{o.primaryAgent ? personName(o.primaryAgent) : '—'}</Table.Cell>
              <Table.Cell>
                {o.agencyLicenseState
                  ? `${stateName(o.agencyLicenseState) ?? o.agencyLicenseState} ${o.agencyLicenseNumber ?? ''}`
                  : '—'}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dayOf(o.submittedAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
