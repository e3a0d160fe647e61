import { Badge, Stack, Text } from '@chakra-ui/react';
import type { TeamMember } from '../../api/team-api.js';
import { statusPalette } from './team-member-model.js';

/** The member's status as a coloured chip, with why it is Error underneath. */
export function TeamStatusChip({ member }: { member: TeamMember }) {
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={statusPalette(member.status)} variant="solid" data-status={member.status}>
        {member.status}
      </Badge>
      {member.statusReason ? (
        <Text fontSize="xs" color="fg.muted">
          {member.statusReason}
        </Text>
      ) : null}
    </Stack>
  );
}
