import {
  Alert,
  Box,
  Button,
  Dialog,
  Flex,
  Input,
  InputGroup,
  RadioGroup,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { clientsMatchingSearch, newClientSchema, type NewClientInput } from '@almanac/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LuSearch, LuUserPlus } from 'react-icons/lu';
import { AppDialog } from '../app-dialog.js';
import { FormError } from '../form-error.js';
import { FormField } from '../form-field.js';
import { displayError } from '../../lib/graphql/index.js';
import {
  type ClientUser,
  clientDisplayName,
  useCreateClientUser,
  useUserClients,
} from '../../shared/clients/clients-api.js';
import type { QuoterClient } from '../../shared/clients/quoter-client.js';

const toQuoterClient = (c: ClientUser): QuoterClient => ({
  _id: c._id,
  email: c.email,
  firstName: c.profile?.firstName ?? '',
  lastName: c.profile?.lastName ?? '',
});

function AddClientForm({
  onCreated,
  onCancel,
}: {
  onCreated: (c: ClientUser) => void;
  onCancel: () => void;
}) {
  const create = useCreateClientUser();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isValid },
  } = useForm<z.input<typeof newClientSchema>, unknown, NewClientInput>({
    resolver: zodResolver(newClientSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch {
      // shown below from the mutation's error
    }
  });
  return (
    <Box asChild borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={onSubmit} noValidate aria-label="Add new client">
        <Stack gap="3">
          <Text fontWeight="semibold">Add new client</Text>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            <FormField label="First Name" error={errors.firstName?.message} required>
              <Input autoComplete="off" {...register('firstName')} />
            </FormField>
            <FormField label="Last Name" error={errors.lastName?.message} required>
              <Input autoComplete="off" {...register('lastName')} />
            </FormField>
          </Flex>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
          <FormError message={create.error ? displayError(create.error) : null} />
          <Flex gap="2" justify="flex-end">
            <Button variant="ghost" size="sm" type="button" onClick={onCancel}>
              Cancel
            </Button>
            {/* Disabled until the form is valid, like the Clients area's Add Client. */}
            <Button size="sm" type="submit" loading={isSubmitting} disabled={!isValid}>
              Add Client
            </Button>
          </Flex>
        </Stack>
      </form>
    </Box>
  );
}

/**
 * "Select Client" (docs/requirements.md#access-and-routing): the agent's clients, fetched when the
 * modal opens, searched as on /clients and by the server (core's clientsMatchingSearch); "Add new
 * client"; Assign Client needs a selection.
 */
export function SelectClientDialog({
  open,
  onClose,
  onAssign,
  selectedId,
  assigning = false,
  assignError = null,
}: {
  open: boolean;
  onClose: () => void;
  onAssign: (client: QuoterClient) => void;
  selectedId?: string | null;
  /** The assignment is being saved (e.g. attachClientToQuote on the details page). */
  assigning?: boolean;
  /** Why the last assignment failed, shown above the actions. */
  assignError?: string | null;
}) {
  const clients = useUserClients(open);
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<string | null>(selectedId ?? null);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<ClientUser[]>([]);

  useEffect(() => {
    if (open) {
      setChoice(selectedId ?? null);
      setSearch('');
      setAdding(false);
    }
  }, [open, selectedId]);

  const all = useMemo(() => {
    const list = clients.data?.items ?? [];
    const ids = new Set(list.map((c) => c._id));
    return [...created.filter((c) => !ids.has(c._id)), ...list];
  }, [clients.data, created]);
  const shown = clientsMatchingSearch(all, search);
  const chosen = all.find((c) => c._id === choice) ?? null;

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Select Client"
      size="lg"
      scrollBehavior="inside"
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button
            disabled={!chosen}
            loading={assigning}
            onClick={() => chosen && onAssign(toQuoterClient(chosen))}
          >
            Assign Client
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FormField label="Search clients">
          <InputGroup startElement={<LuSearch aria-hidden="true" />}>
            <Input
              type="search"
              placeholder="Search by client name or e-mail"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </InputGroup>
        </FormField>

        {clients.isPending ? (
          <Flex align="center" gap="2" role="status">
            <Spinner size="sm" /> <Text color="fg.muted">Loading clients…</Text>
          </Flex>
        ) : clients.isError && created.length === 0 ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your client list could not be loaded.</Alert.Title>
              <Alert.Description>
                {displayError(clients.error).replace(/\.$/, '')}. The client step is optional: you may assign
                a client later.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : shown.length === 0 ? (
          <Text color="fg.muted">
            {all.length === 0 ? 'You have no clients yet.' : 'No client matches your search.'}
          </Text>
        ) : (
          <RadioGroup.Root
            value={choice}
            onValueChange={(e) => setChoice(e.value)}
            aria-label="Clients"
            maxH="64"
            overflowY="auto"
          >
            <Stack gap="0">
              {shown.map((c) => (
                <RadioGroup.Item
                  key={c._id}
                  value={c._id}
                  px="3"
                  py="2"
                  borderRadius="md"
                  _hover={{ bg: 'bg.muted' }}
                  _checked={{ bg: 'primary.subtle' }}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Text as="span" fontWeight="medium">
                      {clientDisplayName(c)}
                    </Text>{' '}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {c.email}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}

        <Separator />
        {adding ? (
          <AddClientForm
            onCancel={() => setAdding(false)}
            onCreated={(c) => {
              setCreated((list) => [c, ...list]);
              setChoice(c._id);
              setAdding(false);
            }}
          />
        ) : (
          <Box>
            <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
              <LuUserPlus aria-hidden="true" /> Add new client
            </Button>
          </Box>
        )}
        <FormError message={assignError} />
      </Stack>
    </AppDialog>
  );
}
