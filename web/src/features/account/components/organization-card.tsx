import {
  canEditOrganization,
  organizationCardTexts,
  organizationContactLabels,
  organizationContactTypes,
  organizationLocationLabels,
  organizationLocationTypes,
  type Role,
} from '@almanac/core';
import { Button, Card, DataList, Heading, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { displayError } from '../../../lib/graphql/index.js';
import {
  contactOf,
  locationOf,
  useAccountOrganization,
  type CardContact,
  type CardLocation,
  type OrganizationCard as Organization,
} from '../api/organization-card-api.js';
import { EditAddressesDialog } from './edit-addresses-dialog.js';
import { EditContactsDialog } from './edit-contacts-dialog.js';

const addressLine = ({ address: a }: CardLocation) =>
  [a.address1, a.address2, a.city, `${a.state} ${a.zipcode}`].filter(Boolean).join(', ');
const contactLines = (c: CardContact) => [c.name, c.email, c.phone].filter(Boolean) as string[];

/** A titled part of the card with its Edit button (managers only). */
function CardSection({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {onEdit ? (
          <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        ) : null}
      </HStack>
      <DataList.Root orientation="horizontal">{children}</DataList.Root>
    </Stack>
  );
}

function OrganizationDetails({ org, canEdit }: { org: Organization; canEdit: boolean }) {
  const [editing, setEditing] = useState<'addresses' | 'contacts' | null>(null);
  const close = (open: boolean) => (open ? undefined : setEditing(null));
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Name</DataList.ItemLabel>
          <DataList.ItemValue>{org.name}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Website</DataList.ItemLabel>
          <DataList.ItemValue>{org.website || '—'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Separator />
      <CardSection title="Addresses" onEdit={canEdit ? () => setEditing('addresses') : undefined}>
        {organizationLocationTypes.map((type) => {
          const location = locationOf(org, type);
          return (
            <DataList.Item key={type}>
              <DataList.ItemLabel>{organizationLocationLabels[type]}</DataList.ItemLabel>
              <DataList.ItemValue>
                {location ? addressLine(location) : organizationCardTexts.noAddress}
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
      </CardSection>
      <Separator />
      <CardSection title="Contacts" onEdit={canEdit ? () => setEditing('contacts') : undefined}>
        {organizationContactTypes.map((type) => {
          const contact = contactOf(org, type);
          return (
            <DataList.Item key={type}>
              <DataList.ItemLabel>{organizationContactLabels[type]}</DataList.ItemLabel>
              <DataList.ItemValue>
                {contact ? (
                  <Stack gap="0" minW="0" overflowWrap="anywhere">
                    {contactLines(contact).map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                  </Stack>
                ) : (
                  organizationCardTexts.noContact
                )}
              </DataList.ItemValue>
            </DataList.Item>
          );
        })}
      </CardSection>
      {canEdit ? (
        <>
          <EditAddressesDialog org={org} open={editing === 'addresses'} onOpenChange={close} />
          <EditContactsDialog org={org} open={editing === 'contacts'} onOpenChange={close} />
        </>
      ) : null}
    </Stack>
  );
}

/**
 * The organisation card of My Information (docs/requirements.md#account-my-information): name,
 * website, physical and mailing addresses, primary and accounting contacts; admins, primary agents
 * and super admins edit the addresses and the contacts.
 */
export function OrganizationCard({ role }: { role: Role }) {
  const organization = useAccountOrganization();
  let body: ReactNode;
  if (organization.isPending) body = <Skeleton height="24" />;
  else if (organization.isError)
    body = (
      <Text color="red.fg" role="alert">
        {displayError(organization.error)}
      </Text>
    );
  else if (!organization.data) body = <Text color="fg.muted">{organizationCardTexts.noOrganization}</Text>;
  else body = <OrganizationDetails org={organization.data} canEdit={canEditOrganization(role)} />;
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {organizationCardTexts.title}
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
