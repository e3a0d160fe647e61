import { roleLabels } from '@almanac/core';
import { Button, Card, DataList, HStack, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { AccountLayout } from '../components/account-layout.js';
import { displayName, useSession } from '../../../lib/session/index.js';
import { EditPersonalInfoDialog } from '../components/edit-personal-info-dialog.js';
import { OrganizationCard } from '../components/organization-card.js';
import { SignInSecurityCard } from '../components/sign-in-security-card.js';

/**
 * /account/dashboard, "My Information" (docs/requirements.md#account-my-information): the personal
 * card, the organisation card (managers edit its addresses and contacts), and sign-in and security
 * (Change Password, Log out everywhere).
 */
export default function AccountDashboardPage() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <AccountLayout title="My Information">
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between">
            <Heading as="h2" size="md">
              Personal information
            </Heading>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </HStack>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Name</DataList.ItemLabel>
              <DataList.ItemValue>{displayName(user)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Phone</DataList.ItemLabel>
              <DataList.ItemValue>{user.profile?.phone || '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>E-mail</DataList.ItemLabel>
              <DataList.ItemValue>{user.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Account type</DataList.ItemLabel>
              <DataList.ItemValue>{roleLabels[user.role]}</DataList.ItemValue>
            </DataList.Item>
            {user.organization ? (
              <DataList.Item>
                <DataList.ItemLabel>Agency</DataList.ItemLabel>
                <DataList.ItemValue>{user.organization.name}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <OrganizationCard role={user.role} />
      <SignInSecurityCard />
      <EditPersonalInfoDialog user={user} open={editing} onOpenChange={setEditing} />
    </AccountLayout>
  );
}
