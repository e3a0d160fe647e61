/** One of the signed-in client's applications or policies (issue 27 item 12): its terms, status and way in. */
import {
  clientPolicyNote,
  clientPolicyPath,
  clientPortalTexts,
  ContractStatus,
  formatUsDate,
  formatUsdWhole,
} from '@almanac/core';
import { Badge, Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ClientPolicy } from '../api/client-portal-api.js';

const badgePalette = (status: string) =>
  status === ContractStatus.APPROVED
    ? 'green'
    : status === ContractStatus.AWAITING_CLIENT || status === ContractStatus.CLIENT_REVIEWED
      ? 'orange'
      : status === ContractStatus.REJECTED ||
          status === ContractStatus.EXPIRED ||
          status === ContractStatus.CANCELLED
        ? 'gray'
        : 'blue';

export function ClientPolicyCard({ policy }: { policy: ClientPolicy }) {
  const path = clientPolicyPath(policy);
  const note = clientPolicyNote(policy.status);
  const titleId = `policy-${policy.contractId}`;
  return (
    <Card.Root as="article" variant="outline" borderRadius="xl" aria-labelledby={titleId}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0" minW="0">
            <Heading as="h2" id={titleId} size="md" color="secondary.solid">
              {policy.programName}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {policy.insured}
            </Text>
          </Stack>
          <Badge colorPalette={badgePalette(policy.status)} size="md">
            {policy.statusLabel}
          </Badge>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          {policy.policyNumber ? (
            <DataList.Item>
              <DataList.ItemLabel>{clientPortalTexts.policyNumber}</DataList.ItemLabel>
              <DataList.ItemValue>{policy.policyNumber}</DataList.ItemValue>
            </DataList.Item>
          ) : null}
          <DataList.Item>
            <DataList.ItemLabel>{clientPortalTexts.period}</DataList.ItemLabel>
            <DataList.ItemValue>{`${formatUsDate(policy.startDate)} – ${formatUsDate(policy.endDate)}`}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{clientPortalTexts.limit}</DataList.ItemLabel>
            <DataList.ItemValue>{formatUsdWhole(policy.limitOfLiability)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{clientPortalTexts.agent}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{`${policy.agentName} (${policy.agentEmail})`}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {note ? <Text color="fg.muted">{note}</Text> : null}
      </Card.Body>
      {path ? (
        <Card.Footer>
          <Button asChild>
            <RouterLink to={path}>{clientPortalTexts.openPolicy}</RouterLink>
          </Button>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
