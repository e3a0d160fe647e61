import { Alert, Button, Card, DataList, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuRotateCcw } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { QuoterFrame, QuoterStepGate } from '../components/quoter-frame.js';
import { clientName, formatWeight } from '../model/format.js';
import { formatLatLng } from '../model/location-rules.js';
import { formatPeriod, formatUsDate } from '../model/period.js';
import { programTitle, SELECT_PROGRAM_PATH } from '../model/programs.js';
import { stepsFor } from '../model/wizard.js';
import { useQuoter } from '../state/use-quoter.js';

/**
 * "Customize Coverage" (seed 000 section 2). This round it shows the chosen inputs; the terms
 * inputs, option cards, charts, price breakdown, downloads and Save & Share are being connected
 * to the pricing API.
 */
function CustomizeCoverage() {
  const [state, actions] = useQuoter();
  const navigate = useNavigate();
  const program = state.program!;
  const location = state.location!;
  const period = state.policyPeriod!;

  const startOver = () => {
    actions.reset();
    navigate(SELECT_PROGRAM_PATH);
  };

  return (
    <QuoterFrame step="optionTerms" title="Customize Coverage">
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Pricing is being connected</Alert.Title>
          <Alert.Description>
            Coverage terms, priced options, the payout profile, historical results and Save &amp; Share will
            appear here once this screen is connected to the pricing service. Your selections below are kept.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Card.Root variant="outline" borderRadius="xl" maxW="3xl">
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            Your selections
          </Heading>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Program</DataList.ItemLabel>
              <DataList.ItemValue>
                {programTitle(program)} ({program})
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Client</DataList.ItemLabel>
              <DataList.ItemValue>
                {state.client
                  ? `${clientName(state.client)} (${state.client.email})`
                  : 'Not selected (optional)'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Data provider</DataList.ItemLabel>
              <DataList.ItemValue>{location.dataset}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Locations</DataList.ItemLabel>
              <DataList.ItemValue>
                <List.Root ps="4" gap="1">
                  {location.locations.map((l) => (
                    <List.Item key={l.id}>
                      {l.name} — {formatLatLng(l.lat, l.lng, location.dataset)}
                      {l.state ? `, ${l.state}` : ''} · {formatWeight(l.weight)}
                    </List.Item>
                  ))}
                </List.Root>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Policy period</DataList.ItemLabel>
              <DataList.ItemValue>
                {formatPeriod(period)} ({period.days} days)
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Application deadline</DataList.ItemLabel>
              <DataList.ItemValue>{formatUsDate(period.applicationDeadline)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <Flex gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => navigate(stepsFor(program)[2]!.path)}>
          <LuArrowLeft aria-hidden="true" /> Back
        </Button>
        <Button variant="ghost" onClick={startOver}>
          <LuRotateCcw aria-hidden="true" /> Start Over
        </Button>
      </Flex>
      <Stack>
        <Text fontSize="sm" color="fg.muted">
          Questions about other structures? Use Request Custom Structuring on the program page.
        </Text>
      </Stack>
    </QuoterFrame>
  );
}

/** The coverage-terms step of every program's flow. */
export default function SelectOptionsPage() {
  return (
    <QuoterStepGate>
      <CustomizeCoverage />
    </QuoterStepGate>
  );
}
