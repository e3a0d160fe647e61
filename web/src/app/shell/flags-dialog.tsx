import { featureFlags, type FeatureFlag } from '@almanac/core';
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { useFeatureFlags } from '../../lib/feature-flags.js';

export const LOCAL_FLAGS_WARNING =
  'Feature flags are saved locally in this browser and override this deployment’s settings until you reset them.';

/** The hidden feature-flag dialog (loaded on the first Ctrl/Cmd + K; see flags-shortcut.tsx). */
export default function FlagsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { flags, local, setFlag, resetLocal } = useFeatureFlags();
  const hasLocal = Object.keys(local).length > 0;
  const setOpen = onOpenChange;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="480px" mx="4">
            <Dialog.Header>
              <Dialog.Title>Feature flags</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {hasLocal ? (
                  <Alert.Root status="warning" role="alert">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{LOCAL_FLAGS_WARNING}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {(Object.keys(featureFlags) as FeatureFlag[]).map((flag) => (
                  <Switch.Root
                    key={flag}
                    checked={flags[flag]}
                    onCheckedChange={(e) => setFlag(flag, e.checked)}
                    alignItems="flex-start"
                    gap="3"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control mt="0.5">
                      <Switch.Thumb />
                    </Switch.Control>
                    <Switch.Label>
                      <Text as="span" fontFamily="mono" fontWeight="semibold">
                        {flag}
                      </Text>
                      {flag in local ? (
                        <Text as="span" ms="2" fontSize="xs" color="warning.fg">
                          (local)
                        </Text>
                      ) : null}
                      <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
                        {featureFlags[flag].description}
                      </Text>
                    </Switch.Label>
                  </Switch.Root>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" colorPalette="danger" onClick={resetLocal} disabled={!hasLocal}>
                Reset
              </Button>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
