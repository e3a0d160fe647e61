import { Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowRight, LuUser } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { QuoterFrame, QuoterStepGate } from '../components/quoter-frame.js';
import { SelectClientDialog } from '../../../components/clients/select-client-dialog.js';
import { clientName } from '../model/format.js';
import { nextStepPath, stepIndexOf } from '../model/wizard.js';
import { useQuoter } from '../state/use-quoter.js';

function SelectClient() {
  const [state, actions] = useQuoter();
  const navigate = useNavigate();
  // The modal opens on arrival while no client is chosen; the step is optional.
  const [open, setOpen] = useState(!state.client);
  const program = state.program!;
  const next = nextStepPath(program, 'client');

  // Continue (with or without a client) and "Save for later" both open the next step as visited,
  // so a client carried over from another program does not send the user back here.
  const goOn = () => {
    actions.visitStep(stepIndexOf('location'));
    navigate(next);
  };

  return (
    <QuoterFrame
      step="client"
      title="Select a client"
      lead="Attach the client this premium indication is for. This step is optional: you may save it for later."
    >
      <Card.Root variant="outline" borderRadius="xl" maxW="2xl">
        <Card.Body gap="4">
          {state.client ? (
            <HStack gap="3">
              <Flex bg="primary.subtle" color="primary.fg" borderRadius="full" p="2" aria-hidden="true">
                <LuUser />
              </Flex>
              <Stack gap="0">
                <Text fontWeight="semibold">{clientName(state.client)}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {state.client.email}
                </Text>
              </Stack>
            </HStack>
          ) : (
            <Text color="fg.muted">No client selected.</Text>
          )}
          <Flex gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => setOpen(true)}>
              {state.client ? 'Change Client' : 'Select Client'}
            </Button>
            <Button variant="ghost" onClick={goOn}>
              Save for later
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
      <Box>
        <Button onClick={goOn}>
          Continue <LuArrowRight aria-hidden="true" />
        </Button>
      </Box>
      <SelectClientDialog
        open={open}
        onClose={() => setOpen(false)}
        selectedId={state.client?._id}
        onAssign={(client) => {
          actions.completeStep({ client });
          setOpen(false);
          navigate(next);
        }}
      />
    </QuoterFrame>
  );
}

/** The client step (optional) of every program's flow. */
export default function SelectClientPage() {
  return (
    <QuoterStepGate>
      <SelectClient />
    </QuoterStepGate>
  );
}
