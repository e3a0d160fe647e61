import { agencyManagerRoles, TEAM_EMPTY_TEXT } from '@almanac/core';
import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUserPlus, LuUsers } from 'react-icons/lu';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { useIsMobile } from '../../../components/use-is-mobile.js';
import { useSession } from '../../../lib/session/index.js';
import { useOrganizationTeam, type TeamMember } from '../api/team-api.js';
import { AccountLayout } from '../components/account-layout.js';
import { EditTeamMemberDialog } from '../components/team/edit-team-member-dialog.js';
import { InviteTeamMemberDialog } from '../components/team/invite-team-member-dialog.js';
import { TeamBanners } from '../components/team/team-banners.js';
import { canEditMember } from '../components/team/team-member-model.js';
import { TeamList, TeamTable } from '../components/team/team-members.js';

/**
 * My Team (docs/requirements.md#account-team): the organisation's members and invitations with
 * their status; managers (admin, primary agent, super admin) invite and edit. A table on wide
 * screens, a list below 900 px.
 */
export default function AccountTeamPage() {
  const { user } = useSession();
  const team = useOrganizationTeam();
  const isMobile = useIsMobile();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const me = user ? { _id: user._id, role: user.role } : null;
  const manager = !!me && agencyManagerRoles.includes(me.role);
  const canEdit = (m: TeamMember) => !!me && canEditMember(me, m);
  const members = team.data ?? [];
  const Members = isMobile ? TeamList : TeamTable;

  return (
    <AccountLayout title="My Team">
      {manager ? (
        <HStack justify="flex-end">
          <Button onClick={() => setInviting(true)}>
            <LuUserPlus aria-hidden /> Invite Team Member
          </Button>
        </HStack>
      ) : null}
      {team.isPending ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : team.isError ? (
        <ListError
          title="Your team could not be loaded."
          error={team.error}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
        />
      ) : !members.some((m) => m._id !== me?._id) ? (
        // The list holds the signed-in member too: a team of one is no team yet.
        <ListEmpty title={TEAM_EMPTY_TEXT} icon={LuUsers} />
      ) : (
        <>
          <TeamBanners members={members} />
          <Members members={members} canEdit={canEdit} onEdit={setEditing} />
        </>
      )}
      <InviteTeamMemberDialog open={inviting} onClose={() => setInviting(false)} />
      <EditTeamMemberDialog
        member={editing}
        organizationId={user?.organization?._id ?? ''}
        onClose={() => setEditing(null)}
      />
    </AccountLayout>
  );
}
