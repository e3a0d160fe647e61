/**
 * /premium-indication-request (docs/requirements.md#premium-indication-request): the landing banner
 * and the embedded request form. Public: anonymous visitors and signed-in agents alike.
 */
import {
  Box,
  Card,
  Circle,
  Container,
  Grid,
  Heading,
  Icon,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuClipboardPen,
  LuCloudLightning,
  LuFileCheck,
  LuScale,
  LuShieldCheck,
  LuTimer,
} from 'react-icons/lu';
import { RequestForm } from '../components/request-form.js';

export const REQUEST_HEADLINE = "Insurance done the way you'd want it to be.";

function Step({ n, icon, title, text }: { n: number; icon: IconType; title: string; text: string }) {
  return (
    <Stack gap="3" as="li" listStyleType="none">
      <Circle size="12" bg="primary.subtle" color="primary.solid">
        <Icon as={icon} boxSize="6" aria-hidden="true" />
      </Circle>
      <Heading as="h3" size="md" color="secondary.solid">
        {n}. {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
    </Stack>
  );
}

export default function PremiumIndicationRequestPage() {
  return (
    <>
      <Box bg="secondary.solid" bgGradient="to-br" gradientFrom="secondary.900" gradientTo="secondary.700">
        <Container maxW="6xl" py={{ base: '8', md: '16' }}>
          <Grid
            templateColumns={{ base: '1fr', lg: '1.05fr 1fr' }}
            gap={{ base: '8', lg: '16' }}
            alignItems="center"
          >
            <Stack gap="5" color="white">
              <Text
                textTransform="uppercase"
                letterSpacing="wider"
                fontSize="sm"
                fontWeight="semibold"
                color="primary.200"
              >
                Custom parametric cover
              </Text>
              <Heading as="h1" size={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="shorter">
                {REQUEST_HEADLINE}
              </Heading>
              <Text fontSize="lg" fontWeight="light" color="secondary.100">
                Tell us the weather risk, the period and the limit you need. Our structuring team prices a
                parametric cover that pays on independent weather data, with no loss adjusting.
              </Text>
              <List.Root gap="3" variant="plain">
                <List.Item alignItems="flex-start">
                  <List.Indicator asChild color="primary.300" mt="1">
                    <LuCloudLightning />
                  </List.Indicator>
                  Named storm, rainfall, temperature, snowfall, wind, solar and soil moisture.
                </List.Item>
                <List.Item alignItems="flex-start">
                  <List.Indicator asChild color="warning.400" mt="1">
                    <LuScale />
                  </List.Indicator>
                  Transparent triggers and payouts, priced from decades of weather history.
                </List.Item>
                <List.Item alignItems="flex-start">
                  <List.Indicator asChild color="primary.300" mt="1">
                    <LuShieldCheck />
                  </List.Indicator>
                  No account needed: we reply by e-mail.
                </List.Item>
              </List.Root>
            </Stack>
            <Card.Root shadow="lg" borderRadius="xl">
              <Card.Header>
                <Heading as="h2" size="xl" fontWeight="semibold" color="secondary.solid">
                  Request a premium indication
                </Heading>
                <Text color="fg.muted">It takes a minute. Fields marked * are required.</Text>
              </Card.Header>
              <Card.Body>
                <RequestForm />
              </Card.Body>
            </Card.Root>
          </Grid>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Stack gap="8">
          <Heading as="h2" size="xl" color="secondary.solid" textAlign={{ md: 'center' }}>
            How it works
          </Heading>
          <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '10' }} m="0" p="0">
            <Step
              n={1}
              icon={LuClipboardPen}
              title="Tell us what you need"
              text="The peril, the policy period and the limit of liability your business or client needs."
            />
            <Step
              n={2}
              icon={LuTimer}
              title="We structure the cover"
              text="Our team picks the weather index, trigger and exhaust that fit the exposure."
            />
            <Step
              n={3}
              icon={LuFileCheck}
              title="Receive your indication"
              text="We e-mail a premium indication you can review, share and apply for."
            />
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
