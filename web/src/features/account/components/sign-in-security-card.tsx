import { changePasswordTexts } from '@almanac/core';
import { Button, Card, Dialog, Heading, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog.js';
import { toaster } from '../../../components/toaster-store.js';
import { displayError } from '../../../lib/graphql/index.js';
import { useSession } from '../../../lib/session/index.js';
import { ChangePasswordDialog } from './change-password-dialog.js';

/**
 * "Sign-in and security": Change Password (the current one, then a new one), and Log out
 * everywhere ends every session of the user (other browsers and devices, this one), after a
 * confirmation; the app then returns to the start page.
 */
export function SignInSecurityCard() {
  const { logoutEverywhere } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
    } catch (e) {
      toaster.create({ type: 'error', title: displayError(e), duration: 5000 });
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          Sign-in and security
        </Heading>
      </Card.Header>
      <Card.Body gap="3" alignItems="flex-start">
        <Text color="fg.muted">
          Signed in on a computer you no longer use, or think someone else has your password? End every
          session of your account, on every device, including this one.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => setChangingPassword(true)}>
            {changePasswordTexts.title}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            Log out everywhere
          </Button>
        </HStack>
      </Card.Body>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
      <AppDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Log out everywhere?"
        role="alertdialog"
        maxW="390px"
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">Cancel</Button>
            </Dialog.ActionTrigger>
            <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
              Log out everywhere
            </Button>
          </>
        }
      >
        <Text>Every session of your account ends now, this one included. You will need to log in again.</Text>
      </AppDialog>
    </Card.Root>
  );
}
