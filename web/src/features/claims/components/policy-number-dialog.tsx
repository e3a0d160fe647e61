/**
 * The policy-number modal (docs/requirements.md#invitations, #validation-claims): an agent or a
 * client enters a policy number (required); inviteClientClaimForm e-mails the named insured a
 * claim link, and the modal shows "Email Sent". The server answers true whatever the number (it
 * reveals nothing), and a failure is only logged: the modal reaches "Email Sent" either way.
 */
import { lossReportFieldLabels, lossReportTexts, policyNumberModalSchema } from '@almanac/core';
import { Button, Dialog, Icon, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuMailCheck } from 'react-icons/lu';
import { AppDialog } from '../../../components/app-dialog.js';
import { FormField } from '../../../components/form-field.js';
import { useInviteClientClaimForm } from '../api/claims-api.js';

interface PolicyNumberValues {
  policyNumber: string;
}

export function PolicyNumberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const invite = useInviteClientClaimForm();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PolicyNumberValues>({
    resolver: zodResolver(policyNumberModalSchema),
    defaultValues: { policyNumber: '' },
  });

  const close = () => {
    onClose();
    setSent(false);
    reset();
  };

  const onSubmit = async ({ policyNumber }: PolicyNumberValues) => {
    try {
      await invite.mutateAsync(policyNumber.trim());
    } catch (e) {
      // Only logged (docs/requirements.md#invitations): the modal says the same either way.
      console.error('The claim link invitation failed', e);
    }
    setSent(true);
  };

  if (sent) {
    return (
      <AppDialog
        open={open}
        onClose={close}
        title={lossReportTexts.emailSent}
        maxW="390px"
        footer={
          <Dialog.ActionTrigger asChild>
            <Button type="button">Close</Button>
          </Dialog.ActionTrigger>
        }
      >
        <Stack align="center" gap="3" textAlign="center" role="status">
          <Icon as={LuMailCheck} boxSize="10" color="primary.solid" aria-hidden="true" />
          <Text>{lossReportTexts.emailSentBody}</Text>
        </Stack>
      </AppDialog>
    );
  }

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={lossReportTexts.policyModalTitle}
      form={{ onSubmit: (e) => void handleSubmit(onSubmit)(e) }}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" type="button">
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button type="submit" loading={isSubmitting}>
            Send Link
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{lossReportTexts.policyModalBody}</Text>
        <FormField label={lossReportFieldLabels.policyNumber} error={errors.policyNumber?.message} required>
          <Input autoComplete="off" placeholder="e.g. ALM-HPC-2027-7K3M9QXR0" {...register('policyNumber')} />
        </FormField>
      </Stack>
    </AppDialog>
  );
}

/** "File Loss Report": opens the policy-number modal. */
export function FileLossReportButton({ label }: { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={label}>
        {lossReportTexts.fileLossReport}
      </Button>
      <PolicyNumberDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
