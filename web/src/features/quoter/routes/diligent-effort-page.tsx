import { UsStateOptions } from '../../../components/us-state-options.js';
import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Heading,
  List,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowRight, LuDownload } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field.js';
import { QuoterProgramGate, useOwnQuoter } from '../components/quoter-frame.js';
import { diligentEffortFor } from '@almanac/core';
import { programTitle } from '../model/programs.js';
import { stepsFor } from '../model/wizard.js';

function FormDownload({ code }: { code: string }) {
  const requirement = diligentEffortFor(code);
  if (!requirement) return null;
  switch (requirement.kind) {
    case 'not-available':
      return (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>{requirement.message}</Alert.Title>
        </Alert.Root>
      );
    case 'none':
      return (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{requirement.message}</Alert.Title>
        </Alert.Root>
      );
    case 'form':
      return (
        <Card.Root variant="outline" role="status">
          <Card.Body gap="3">
            <Text>
              Download the {requirement.name} diligent effort form, complete it with the admitted insurers
              that declined the risk, and include it with the insurance application.
            </Text>
            <Box>
              <Button asChild variant="outline">
                <a href={requirement.href} download={requirement.fileName}>
                  <LuDownload aria-hidden="true" /> Download {requirement.name} form (PDF)
                </a>
              </Button>
            </Box>
          </Card.Body>
        </Card.Root>
      );
  }
}

function DiligentEffort() {
  const { state, actions } = useOwnQuoter();
  const navigate = useNavigate();
  const [stateCode, setStateCode] = useState('');
  const program = state.program!;
  const notAvailable = !!stateCode && diligentEffortFor(stateCode)?.kind === 'not-available';

  const getStarted = () => {
    actions.completeStep({ diligentEffort: true }, { markStale: false });
    navigate(stepsFor(program)[0]!.path);
  };

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Premium Calculator · {programTitle(program)}
          </Text>
          <Heading as="h1" size="2xl" fontWeight="semibold" color="secondary.solid">
            Heads up...
          </Heading>
          <Text color="fg.muted">
            This coverage is placed in the surplus lines market. In most states, before it can be bound you
            must show a diligent effort: that insurers admitted in the state were asked to write the risk and
            declined it.
          </Text>
        </Stack>

        <Card.Root variant="outline" borderRadius="xl">
          <Card.Body gap="5">
            <Heading as="h2" size="lg">
              What We Need From You
            </Heading>
            <List.Root as="ol" gap="1" ps="5" color="fg.muted">
              <List.Item>Choose the state of the insured’s business.</List.Item>
              <List.Item>
                Download that state’s diligent effort form, if it has one, and complete it.
              </List.Item>
              <List.Item>Include it with the insurance application when you bind coverage.</List.Item>
            </List.Root>
            <FormField label="State">
              <NativeSelect.Root>
                <NativeSelect.Field
                  placeholder="Select a state"
                  value={stateCode}
                  onChange={(e) => setStateCode(e.currentTarget.value)}
                >
                  <UsStateOptions />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <Box aria-live="polite">{stateCode ? <FormDownload code={stateCode} /> : null}</Box>
          </Card.Body>
        </Card.Root>

        <Box>
          {/* No cover is offered in the insured's state: nothing to get started with. */}
          <Button size="lg" onClick={getStarted} disabled={notAvailable}>
            Get Started <LuArrowRight aria-hidden="true" />
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}

/** /quoter/diligent-effort (docs/requirements.md#quoter-diligent-effort). */
export default function DiligentEffortPage() {
  return (
    <QuoterProgramGate>
      <DiligentEffort />
    </QuoterProgramGate>
  );
}
