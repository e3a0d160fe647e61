import { newClientSchema, type NewClientInput } from '@almanac/core';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppDialog, CancelSaveFooter } from '../../../components/app-dialog.js';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { displayError } from '../../../lib/graphql/index.js';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../components/toaster-store.js';
import {
  clientDisplayName,
  useCreateClientUser,
  type ClientUser,
} from '../../../shared/clients/clients-api.js';
import { clientPath } from '../model/paths.js';

const empty = { firstName: '', lastName: '', email: '' };

/**
 * "Add Client" (docs/requirements.md#validation-clients): first name, last name and e-mail with the
 * spec's messages; Save stays disabled until the form is valid; the server's refusal shows under
 * the buttons.
 */
export function AddClientDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (client: ClientUser) => void;
}) {
  const create = useCreateClientUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isValid },
  } = useForm<z.input<typeof newClientSchema>, unknown, NewClientInput>({
    resolver: zodResolver(newClientSchema),
    defaultValues: empty,
    mode: 'onTouched',
  });

  // Each opening starts empty.
  const { reset: resetMutation } = create;
  useEffect(() => {
    if (open) {
      reset(empty);
      resetMutation();
    }
  }, [open, reset, resetMutation]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch {
      // shown below from the mutation's error
    }
  });

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Add Client"
      form={{ onSubmit, 'aria-label': 'Add client' }}
      footer={<CancelSaveFooter saving={isSubmitting} disabled={!isValid} />}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First Name" error={errors.firstName?.message} required>
            <Input autoComplete="off" {...register('firstName')} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message} required>
            <Input autoComplete="off" {...register('lastName')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Email"
          error={errors.email?.message}
          required
          helper="Where the client receives premium indications, applications to sign and payment links."
        >
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormError message={create.error ? displayError(create.error) : null} />
      </Stack>
    </AppDialog>
  );
}

/** Add Client from the Clients area: on success, say so and open the new client's page. */
export function AddClientAndOpenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <AddClientDialog
      open={open}
      onClose={onClose}
      onCreated={(c) => {
        onClose();
        toaster.create({ type: 'success', title: `${clientDisplayName(c)} was added`, duration: 3000 });
        navigate(clientPath(c._id));
      }}
    />
  );
}
