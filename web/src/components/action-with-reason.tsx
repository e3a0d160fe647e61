import { Box, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { desktopMedia } from './layout.js';

/**
 * A disabled action and why: a tooltip on hover or keyboard focus. The button's accessible
 * description is the reason's note (`ReasonNotes`, shown under the actions on narrow screens,
 * where there is no hover). Without a reason the button is rendered as is.
 */
export function ActionWithReason({
  reason,
  reasonId,
  children,
}: {
  reason: string | null;
  /** The id of the reason's note in `ReasonNotes`. */
  reasonId: string;
  /** Render prop: the button, given the id of its description when disabled. */
  children: (describedBy: string | undefined) => ReactElement;
}) {
  if (!reason) return children(undefined);
  return (
    <Tooltip.Root openDelay={100} closeDelay={50} positioning={{ placement: 'bottom-end' }}>
      <Tooltip.Trigger asChild>
        {/* A disabled button gets no pointer events: the wrapper takes hover and focus. */}
        <Box as="span" display="inline-flex" tabIndex={0} cursor="not-allowed" borderRadius="md">
          {children(reasonId)}
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs" aria-hidden="true">
            {reason}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** The reasons of the disabled actions: always their descriptions, visible below 900 px. */
export function ReasonNotes({ notes }: { notes: { id: string; reason: string | null }[] }) {
  const shown = notes.filter((n): n is { id: string; reason: string } => !!n.reason);
  if (shown.length === 0) return null;
  return (
    <Stack gap="1" maxW="md" css={{ [desktopMedia]: { display: 'none' } }}>
      {shown.map((n) => (
        <Text key={n.id} id={n.id} fontSize="xs" color="fg.muted">
          {n.reason}
        </Text>
      ))}
    </Stack>
  );
}
