/**
 * The quotes area's placeholders (docs/requirements.md#quote-lists): /quotes/assigned,
 * /quotes/premium-indications say what they will hold and lead to what exists today.
 */
import { Button, Card, Circle, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCalculator, LuFileText, LuUserCheck } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { QuotesFrame } from '../components/quotes-frame.js';
import { CALCULATOR_PATH, QUOTES_PATH } from '../../../shared/quote-list/paths.js';

function ComingSoon({ icon, title, text }: { icon: IconType; title: string; text: string }) {
  return (
    <QuotesFrame>
      <Card.Root variant="outline" borderRadius="2xl" maxW="3xl" mx="auto" w="full">
        <Card.Body gap="5" alignItems="center" textAlign="center" py={{ base: '8', md: '12' }}>
          <Circle size="14" bg="primary.subtle" color="primary.solid">
            <Icon as={icon} boxSize="7" aria-hidden="true" />
          </Circle>
          <Stack gap="2" maxW="xl">
            <Heading as="h2" size="xl" color="secondary.solid">
              {title}
            </Heading>
            <Text color="fg.muted">{text}</Text>
            <Text color="fg.muted" fontSize="sm">
              This view is on its way. Meanwhile, every premium indication you have saved is in the list.
            </Text>
          </Stack>
          <Flex gap="3" wrap="wrap" justify="center">
            <Button asChild>
              <Link to={QUOTES_PATH}>
                <LuFileText aria-hidden="true" /> View Premium Indications
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={CALCULATOR_PATH}>
                <LuCalculator aria-hidden="true" /> Open the Premium Calculator
              </Link>
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
    </QuotesFrame>
  );
}

export function AssignedQuotesPage() {
  return (
    <ComingSoon
      icon={LuUserCheck}
      title="Assigned to you"
      text="Premium indications your agency assigns to you will be listed here, so you can pick up where a colleague left off."
    />
  );
}

export function PremiumIndicationsPage() {
  return (
    <ComingSoon
      icon={LuFileText}
      title="Premium indications in progress"
      text="Premium indications that have not been submitted yet will be gathered here, ready for you to begin an application."
    />
  );
}
