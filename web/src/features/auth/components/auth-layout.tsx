import { Box, Card, Container, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCloudRain, LuThermometerSun, LuTimer } from 'react-icons/lu';

/** Marketing copy about climate risk management (docs/requirements.md#sign-in: sign-up, login, reset). */
export function ClimateRiskCopy({ headline, children }: { headline?: string; children?: ReactNode }) {
  return (
    <Stack gap="5" color="white">
      <Text
        textTransform="uppercase"
        letterSpacing="wider"
        fontSize="sm"
        fontWeight="semibold"
        color="primary.200"
      >
        Climate risk management
      </Text>
      <Heading as="h2" size={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
        {headline ?? 'Protect business income from the weather, with cover that pays on the data.'}
      </Heading>
      <Text fontSize="lg" fontWeight="light" color="secondary.100">
        Almanac's parametric weather-index cover pays when rainfall, temperature or another index crosses the
        trigger you choose, measured from independent weather data. No loss adjusting, no waiting on
        inspections: your clients get a payout when the weather turns against them.
      </Text>
      <List.Root gap="3" variant="plain">
        <List.Item alignItems="flex-start">
          <List.Indicator asChild color="primary.300" mt="1">
            <LuCloudRain />
          </List.Indicator>
          Excess or low precipitation, heat and cold: quote decades of weather history in minutes.
        </List.Item>
        <List.Item alignItems="flex-start">
          <List.Indicator asChild color="warning.400" mt="1">
            <LuThermometerSun />
          </List.Indicator>
          Transparent triggers and payout profiles your clients can read before they buy.
        </List.Item>
        <List.Item alignItems="flex-start">
          <List.Indicator asChild color="primary.300" mt="1">
            <LuTimer />
          </List.Indicator>
          Apply, sign and pay online; claims are settled on the index, not on paperwork.
        </List.Item>
      </List.Root>
      {children}
    </Stack>
  );
}

/** Marketing panel beside a form card; stacked on narrow screens. */
export function AuthLayout({
  title,
  subtitle,
  children,
  marketing,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  marketing?: ReactNode;
}) {
  return (
    <Box bg="secondary.solid" bgGradient="to-br" gradientFrom="secondary.900" gradientTo="secondary.700">
      <Container maxW="6xl" py={{ base: '8', md: '16' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1.1fr 1fr' }}
          gap={{ base: '8', lg: '16' }}
          alignItems="center"
        >
          <Box order={{ base: 2, lg: 1 }}>{marketing ?? <ClimateRiskCopy />}</Box>
          <Card.Root order={{ base: 1, lg: 2 }} shadow="lg" borderRadius="xl">
            <Card.Header>
              <Heading as="h1" size="2xl" fontWeight="semibold" color="secondary.solid">
                {title}
              </Heading>
              {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
            </Card.Header>
            <Card.Body>{children}</Card.Body>
          </Card.Root>
        </Grid>
      </Container>
    </Box>
  );
}
