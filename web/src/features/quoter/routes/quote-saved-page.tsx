/**
 * /quoter/quote-saved (docs/requirements.md#quoter-saved, #quote-details): the indication is saved;
 * next steps Start Over, View Details (/quotes/{id}) and Begin Application (for agents who may
 * bind): with the quote's client, the application is created and its form opens; without one,
 * Apply for Coverage with the indication preselected (disabled with a note while this build has no
 * application screens). The quoter state is reset on arrival; the saved quote's id and client
 * come with the navigation.
 */
import { Button, Card, Circle, Container, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuCircleCheck, LuClipboardList, LuFileText, LuRotateCcw } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FormError } from '../../../components/form-error.js';
import { displayError } from '../../../lib/graphql/index.js';
import { APPLY_PATH } from '../../../lib/screens.js';
import { useBeginApplication } from '../../../shared/applications/applications-api.js';
import { useSession } from '../../../lib/session/index.js';
import { useOwnQuoter } from '../components/quoter-frame.js';
import { SELECT_PROGRAM_PATH } from '../model/paths.js';

export const quoteDetailsPath = (id: string) => `/quotes/${encodeURIComponent(id)}`;

export default function QuoteSavedPage() {
  const { state, actions, ready } = useOwnQuoter();
  const routerLocation = useLocation();
  const navState = routerLocation.state as { quoteId?: string; clientId?: string | null } | null;
  // The id arrives with the navigation; the stored terms hold it too until the reset below.
  const quoteId = useRef(navState?.quoteId ?? state.optionTerms?.savedQuoteId ?? null).current;
  const clientId = useRef(navState?.clientId ?? state.client?._id ?? null).current;
  const beginApplication = useBeginApplication();
  const { user } = useSession();

  useEffect(() => {
    if (ready) actions.reset();
  }, [ready, actions]);

  return (
    <Container maxW="3xl" py={{ base: '8', md: '16' }}>
      <Card.Root variant="outline" borderRadius="2xl">
        <Card.Body gap="6" alignItems="center" textAlign="center" py={{ base: '8', md: '12' }}>
          <Circle size="16" bg="primary.subtle" color="primary.solid">
            <Icon as={LuCircleCheck} boxSize="9" aria-hidden="true" />
          </Circle>
          <Stack gap="2">
            <Heading as="h1" size="2xl" color="secondary.solid" fontWeight="semibold">
              Your premium indication has been saved!
            </Heading>
            <Text color="fg.muted">
              You will find it under Premium Indications &amp; Policies; anyone you shared it with has
              received an e-mail with a link to it. What would you like to do next?
            </Text>
          </Stack>
          <Flex gap="3" wrap="wrap" justify="center" as="nav" aria-label="Next steps">
            <Button asChild variant="outline">
              <RouterLink to={SELECT_PROGRAM_PATH}>
                <LuRotateCcw aria-hidden="true" /> Start Over
              </RouterLink>
            </Button>
            {quoteId ? (
              <Button asChild variant="outline">
                <RouterLink to={quoteDetailsPath(quoteId)}>
                  <LuFileText aria-hidden="true" /> View Details
                </RouterLink>
              </Button>
            ) : null}
            {!user?.canBind ? null : quoteId ? (
              <Button
                loading={beginApplication.pending}
                onClick={() => void beginApplication.begin(quoteId, clientId)}
              >
                <LuClipboardList aria-hidden="true" /> Begin Application
              </Button>
            ) : (
              <Button asChild>
                <RouterLink to={APPLY_PATH}>
                  <LuClipboardList aria-hidden="true" /> Begin Application
                </RouterLink>
              </Button>
            )}
          </Flex>
          <FormError message={beginApplication.error ? displayError(beginApplication.error) : null} />
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
