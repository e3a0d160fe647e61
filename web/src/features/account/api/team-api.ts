/** My Team's queries and mutations; every change refetches the team list. */
import { PDF_CONTENT_TYPE, stateLicenseFolder, type TeamMemberStatus } from '@almanac/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InviteTeamMemberInput,
  TeamMemberFieldsFragment,
  UpdateUserInput,
} from '../../../lib/graphql/generated/graphql.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import {
  GET_ORGANIZATION_TEAM,
  INVITE_TEAM_MEMBER,
  RESEND_TEAM_INVITATION,
  SET_TEAM_MEMBER_STATUS,
  UPDATE_TEAM_MEMBER,
  UPLOAD_STATE_LICENSE,
} from './team-documents.js';

export type TeamMember = TeamMemberFieldsFragment;
export const teamQueryKey = ['account', 'team'] as const;

export function useOrganizationTeam() {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: teamQueryKey,
    retry: false,
    queryFn: async ({ signal }) =>
      (await client.request(GET_ORGANIZATION_TEAM, undefined, { signal })).getOrganizationTeam,
  });
}

/** A mutation whose success refetches the team. */
function useTeamMutation<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

export function useInviteTeamMember() {
  const client = useGraphqlClient();
  return useTeamMutation(
    async (inputs: InviteTeamMemberInput) =>
      (await client.request(INVITE_TEAM_MEMBER, { inputs })).inviteLpcOrgAgent,
  );
}

export function useResendInvitation() {
  const client = useGraphqlClient();
  return useTeamMutation(
    async (user: string) => (await client.request(RESEND_TEAM_INVITATION, { user })).resendTeamInvitation,
  );
}

export function useSetTeamMemberStatus() {
  const client = useGraphqlClient();
  return useTeamMutation(
    async ({ user, status }: { user: string; status: TeamMemberStatus }) =>
      (await client.request(SET_TEAM_MEMBER_STATUS, { user, status })).setTeamMemberStatus,
  );
}

/**
 * A manager's edit of another member: a chosen license PDF is uploaded first (a presigned POST
 * into core's stateLicenseFolder, fields then the file), then updateUser names it as `fileId`.
 */
export function useUpdateTeamMember(organizationId: string) {
  const client = useGraphqlClient();
  return useTeamMutation(
    async ({ id, input, file }: { id: string; input: UpdateUserInput; file?: File | null }) => {
      let fileId: string | undefined;
      if (file) {
        const { uploadFile } = await client.request(UPLOAD_STATE_LICENSE, {
          input: {
            folder: stateLicenseFolder(organizationId, id),
            fileName: file.name,
            contentType: PDF_CONTENT_TYPE,
            size: file.size,
          },
        });
        if (!uploadFile) throw new Error('No upload');
        const form = new FormData();
        for (const f of uploadFile.fields) form.append(f.name, f.value);
        form.append('file', file);
        const response = await fetch(uploadFile.url, { method: 'POST', body: form });
        if (!response.ok) throw new Error(`Upload failed (${response.status})`);
        fileId = uploadFile.uploadId;
      }
      return (
        await client.request(UPDATE_TEAM_MEMBER, { id, input: { ...input, ...(fileId ? { fileId } : {}) } })
      ).updateUser;
    },
  );
}
