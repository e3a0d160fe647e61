import { Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import type { TeamMember } from '../../api/team-api.js';
import { memberEmail, memberName, memberRoleLabel } from './team-member-model.js';
import { TeamStatusChip } from './team-status-chip.js';

interface MembersProps {
  members: TeamMember[];
  /** Whether the signed-in user may edit this member (managers; never themselves). */
  canEdit: (member: TeamMember) => boolean;
  onEdit: (member: TeamMember) => void;
}

function EditButton({ member, onEdit }: { member: TeamMember; onEdit: (m: TeamMember) => void }) {
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() => onEdit(member)}
      aria-label={`Edit ${memberName(member)}`}
    >
      <LuPencil aria-hidden /> Edit
    </Button>
  );
}

/** Wide screens: name, e-mail, account type, status; Edit appears on the row's hover (and focus). */
export function TeamTable({ members, canEdit, onEdit }: MembersProps) {
  return (
    <Table.Root size="sm" interactive aria-label="Team members">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Email</Table.ColumnHeader>
          <Table.ColumnHeader>Account Type</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader w="24">
            <Box srOnly>Actions</Box>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {members.map((m) => (
          <Table.Row key={m._id} className="group">
            <Table.Cell fontWeight="medium">{memberName(m)}</Table.Cell>
            <Table.Cell overflowWrap="anywhere">{memberEmail(m)}</Table.Cell>
            <Table.Cell>{memberRoleLabel(m)}</Table.Cell>
            <Table.Cell>
              <TeamStatusChip member={m} />
            </Table.Cell>
            <Table.Cell textAlign="end">
              {canEdit(m) ? (
                <Box opacity={0} _groupHover={{ opacity: 1 }} _focusWithin={{ opacity: 1 }}>
                  <EditButton member={m} onEdit={onEdit} />
                </Box>
              ) : null}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Below 900 px: one card per member, Edit always shown to managers (no hover on touch). */
export function TeamList({ members, canEdit, onEdit }: MembersProps) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Team members">
      {members.map((m) => (
        <Box as="li" key={m._id} borderWidth="1px" borderRadius="lg" p="4">
          <Stack gap="2">
            <Stack direction="row" justify="space-between" align="flex-start" gap="3">
              <Box minW="0">
                <Text fontWeight="semibold">{memberName(m)}</Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {memberEmail(m)}
                </Text>
                <Text fontSize="sm">{memberRoleLabel(m)}</Text>
              </Box>
              {canEdit(m) ? <EditButton member={m} onEdit={onEdit} /> : null}
            </Stack>
            <TeamStatusChip member={m} />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
