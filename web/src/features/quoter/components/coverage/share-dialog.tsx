/**
 * The share dialog (docs/requirements.md#quoter-share): opened by Save & Share. Its submit saves
 * the option for the quoter's client (the program's save call), e-mails it to the chosen addresses
 * when there are any (the program's share call), closes and goes on. A failed save or share keeps
 * the dialog open with the error: navigation stops (the save is idempotent, so trying again is
 * safe).
 */
import type { ProgramCode } from '@almanac/core';
import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AppDialog } from '../../../../components/app-dialog.js';
import { CheckboxField } from '../../../../components/checkbox-field.js';
import { FormError } from '../../../../components/form-error.js';
import { FormField } from '../../../../components/form-field.js';
import { displayError, useGraphqlClient } from '../../../../lib/graphql/index.js';
import { saveQuote, shareQuote } from '../../api/save-share-api.js';
import { clientName } from '../../model/format.js';
import { shareFormSchema, shareRecipients, type ShareFormValues } from '../../model/share.js';
import type { QuoterClient } from '../../../../shared/clients/quoter-client.js';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  program: ProgramCode;
  quoteId: string;
  client: QuoterClient | null;
  /** Saved (and shared): go on to the quote-saved page. */
  onDone: (savedQuoteId: string) => void;
}

export function ShareDialog({ open, onClose, program, quoteId, client, onDone }: ShareDialogProps) {
  const gql = useGraphqlClient();
  const clientEmail = client?.email ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShareFormValues>({
    resolver: zodResolver(shareFormSchema(clientEmail)),
    defaultValues: { toClient: !!client, toOthers: false, others: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control });
  const sharing = (!!client && !!values.toClient) || !!values.toOthers;

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    const recipients = shareRecipients(v, clientEmail).emails;
    let savedId: string;
    try {
      savedId = (await saveQuote(gql, program, quoteId, client?._id ?? null)).id;
    } catch (e) {
      setFailure(`The premium indication could not be saved. ${displayError(e)}`);
      return;
    }
    if (recipients.length > 0) {
      try {
        await shareQuote(gql, program, savedId, recipients);
      } catch (e) {
        setFailure(`The premium indication was saved, but it could not be shared. ${displayError(e)}`);
        return;
      }
    }
    onDone(savedId);
  });

  return (
    <AppDialog
      open={open}
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
      title="Save & Share"
      size="md"
      form={{ onSubmit: (e) => void onSubmit(e), 'aria-label': 'Save and share the premium indication' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} loadingText="Saving…">
            {sharing ? 'Save & Share' : 'Save'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          The premium indication is saved
          {client ? ` for ${clientName(client)}` : ''}. Recipients get an e-mail with a summary and a link to
          it.
        </Text>
        {client ? (
          <CheckboxField
            control={control}
            name="toClient"
            label={
              <>
                E-mail {clientName(client)} ({client.email})
              </>
            }
          />
        ) : null}
        <CheckboxField control={control} name="toOthers" label="E-mail other addresses" />
        {values.toOthers ? (
          <FormField
            label="E-mail addresses"
            helper="One address per line, up to 10."
            error={errors.others?.message}
          >
            <Textarea
              rows={4}
              autoComplete="off"
              spellCheck={false}
              placeholder={'name@example.com\nsomeone@example.com'}
              {...register('others')}
            />
          </FormField>
        ) : null}
        <FormError message={failure} />
      </Stack>
    </AppDialog>
  );
}
