import { teamActionTexts, UPDATE_TOAST_MS } from '@almanac/core';
import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../../../components/toaster-store.js';
import { displayError } from '../../../../lib/graphql/index.js';
import { useResendInvitation, useSetTeamMemberStatus, type TeamMember } from '../../api/team-api.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { hasOpenInvitation, memberName } from './team-member-model.js';

const fail = (e: unknown) => toaster.create({ type: 'error', title: displayError(e), duration: 5000 });

/** Edit Team Member's actions: Resend invitation; Disable or Re-activate, each after a confirmation. */
export function MemberActions({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const resend = useResendInvitation();
  const setStatus = useSetTeamMemberStatus();
  const [confirming, setConfirming] = useState(false);
  const disabled = member.status === 'Disabled';

  const onResend = async () => {
    try {
      await resend.mutateAsync(member._id);
      toaster.create({ type: 'success', title: teamActionTexts.resent, duration: UPDATE_TOAST_MS });
      onDone();
    } catch (e) {
      fail(e);
    }
  };

  const onConfirm = async () => {
    try {
      await setStatus.mutateAsync({ user: member._id, status: disabled ? 'Active' : 'Disabled' });
      toaster.create({
        type: 'success',
        title: disabled ? teamActionTexts.reactivated : teamActionTexts.disabled,
        duration: UPDATE_TOAST_MS,
      });
      setConfirming(false);
      onDone();
    } catch (e) {
      setConfirming(false);
      fail(e);
    }
  };

  return (
    <HStack gap="3" wrap="wrap">
      {hasOpenInvitation(member) && !disabled ? (
        <Button size="sm" variant="outline" type="button" onClick={onResend} loading={resend.isPending}>
          Resend invitation
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        type="button"
        colorPalette={disabled ? 'green' : 'red'}
        onClick={() => setConfirming(true)}
      >
        {disabled ? 'Re-activate' : 'Disable'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`${disabled ? 'Re-activate' : 'Disable'} ${memberName(member)}?`}
        text={disabled ? teamActionTexts.reactivateConfirm : teamActionTexts.disableConfirm}
        busy={setStatus.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </HStack>
  );
}
