import { Button, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog.js';
import type { DatasetChoice } from '../model/wizard.js';

const descriptions: Record<DatasetChoice, string> = {
  CPC: 'CPC: NOAA gauge-based precipitation, 0.25° cells (about 27.75 km).',
  PRISM: 'PRISM: 4 km cells (1/24°), temperature and precipitation.',
};

/**
 * The data provider toggle (docs/requirements.md#quoter-locations): changing it while locations are
 * selected asks for confirmation (a 450 px dialog) and clears them.
 */
export function DatasetToggle({
  value,
  hasLocations,
  onChange,
}: {
  value: DatasetChoice;
  hasLocations: boolean;
  onChange: (dataset: DatasetChoice) => void;
}) {
  const [pending, setPending] = useState<DatasetChoice | null>(null);
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium" id="dataset-label">
        Data provider
      </Text>
      <SegmentGroup.Root
        value={value}
        aria-labelledby="dataset-label"
        size="sm"
        onValueChange={(e) => {
          const next = e.value as DatasetChoice | null;
          if (!next || next === value) return;
          if (hasLocations) setPending(next);
          else onChange(next);
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={['CPC', 'PRISM']} />
      </SegmentGroup.Root>
      <Text fontSize="xs" color="fg.muted">
        {descriptions[value]}
      </Text>
      <AppDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title="Change data provider?"
        role="alertdialog"
        maxW="450px"
        footer={
          <>
            <Button variant="outline" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button
              colorPalette="danger"
              onClick={() => {
                const next = pending!;
                setPending(null);
                onChange(next);
              }}
            >
              Change and clear
            </Button>
          </>
        }
      >
        <Text>
          Locations are picked on the {value} grid. Switching to {pending} clears the locations you selected.
        </Text>
      </AppDialog>
    </Stack>
  );
}
