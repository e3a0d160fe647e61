import { featureFlags, type FeatureFlag } from '@almanac/core';
import { Alert, Button, Stack, Switch, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/app-dialog.js';
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
    <AppDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Feature flags"
      maxW="480px"
      scrollBehavior="inside"
      footer={
        <>
          <Button variant="outline" colorPalette="danger" onClick={resetLocal} disabled={!hasLocal}>
            Reset
          </Button>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </>
      }
    >
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
    </AppDialog>
  );
}
