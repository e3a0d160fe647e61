/**
 * The one status badge of a premium indication, application or policy (core's listStatusBadges,
 * docs/requirements.md#policy-lists): its words and colour, and a policy's number under it.
 */
import { listStatusBadgeOf, listStatusOf } from '@almanac/core';
import { Badge, Stack, Text, VisuallyHidden } from '@chakra-ui/react';

export interface ListStatusRow {
  status?: string | null;
  contractStatus?: string | null;
  policyNumber?: string | null;
  riskPeriod: { endDate: string };
}

export function ListStatusBadge({
  row,
  today,
  showPolicyNumber = true,
}: {
  row: ListStatusRow;
  today: string;
  showPolicyNumber?: boolean;
}) {
  const badge = listStatusBadgeOf(row, today);
  const status = listStatusOf(row, today);
  const isPolicy = status === 'POLICY_ACTIVE' || status === 'POLICY_EXPIRED';
  return (
    <Stack gap="1" align="flex-start">
      <Badge
        colorPalette={badge.colour}
        variant={badge.variant}
        size="sm"
        data-testid="list-status"
        data-status={status}
        whiteSpace="normal"
      >
        {badge.label}
      </Badge>
      {showPolicyNumber && isPolicy && row.policyNumber ? (
        <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap" data-testid="policy-number">
          <VisuallyHidden>Policy number </VisuallyHidden>
          {row.policyNumber}
        </Text>
      ) : null}
    </Stack>
  );
}
