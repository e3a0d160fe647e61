import type { ProgramCode } from '@almanac/core';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  DataList,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router-dom';
import { AppDialog } from '../../../components/app-dialog.js';
import { ProgramIcon } from '../components/program-icon.js';
import { useOwnQuoter } from '../components/quoter-frame.js';
import {
  CUSTOM_STRUCTURING_PATH,
  DILIGENT_EFFORT_PATH,
  type ProgramCard,
  programCatalogue,
  programCategories,
} from '../model/programs.js';

const VIEW_ALL = 'View All';
const tabs = [VIEW_ALL, ...programCategories];

function ProgramDetails({ program }: { program: ProgramCard }) {
  const rows: [string, string][] = [
    ['What', program.what],
    ['Who', program.who],
    ['Where', program.where],
    ['Application Deadline', program.applicationDeadline],
  ];
  return (
    <DataList.Root orientation="vertical" gap="4">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel fontWeight="semibold" color="fg">
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue color="fg.muted">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function ProgramCardView({
  program,
  selected,
  onDetails,
  onChoose,
}: {
  program: ProgramCard;
  selected: boolean;
  onDetails: () => void;
  onChoose: (code: ProgramCode) => void;
}) {
  const available = program.code !== null;
  const headingId = `program-${program.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      borderRadius="xl"
      borderColor={selected ? 'primary.solid' : undefined}
      borderWidth={selected ? '2px' : undefined}
      bg={available ? 'bg' : 'bg.subtle'}
      data-testid={`program-card-${program.id}`}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="2">
          <ProgramIcon name={program.icon} muted={!available} />
          {available ? (
            selected ? (
              <Badge colorPalette="primary" variant="solid">
                Selected
              </Badge>
            ) : null
          ) : (
            <Badge colorPalette="gray" variant="subtle">
              Unavailable
            </Badge>
          )}
        </Flex>
        <Stack gap="1">
          <Heading as="h3" size="md" id={headingId} color={available ? 'fg' : 'fg.muted'}>
            {program.title}
          </Heading>
          <Text fontSize="xs" color="fg.subtle" textTransform="uppercase" letterSpacing="wide">
            {program.category}
            {program.code ? ` · ${program.code}` : ''}
          </Text>
        </Stack>
        <Text color="fg.muted" fontSize="sm">
          {program.summary}
        </Text>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button
          variant="outline"
          size="sm"
          onClick={onDetails}
          aria-label={`See details of ${program.title}`}
        >
          See Details
        </Button>
        {available ? (
          <Button size="sm" onClick={() => onChoose(program.code!)} aria-label={`Select ${program.title}`}>
            Select <LuArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button size="sm" disabled aria-label={`${program.title} is unavailable`}>
            Unavailable
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * /quoter/select-program (docs/requirements.md#quoter-program): category tabs, a card per program
 * with See Details, the four built-out programs selectable, and the custom structuring banner.
 */
export default function SelectProgramPage() {
  const { state, actions, ready } = useOwnQuoter();
  const navigate = useNavigate();
  const [details, setDetails] = useState<ProgramCard | null>(null);
  if (!ready) return null;

  const choose = (code: ProgramCode) => {
    actions.selectProgram(code);
    navigate(DILIGENT_EFFORT_PATH);
  };

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Premium Calculator
          </Text>
          <Heading as="h1" size="2xl" fontWeight="semibold" color="secondary.solid">
            Select a program
          </Heading>
          <Text color="fg.muted">
            Parametric cover pays on a weather index at your client’s locations, with no loss adjustment.
            Choose the peril your client’s income depends on.
          </Text>
        </Stack>

        <Tabs.Root defaultValue={VIEW_ALL} variant="line" lazyMount unmountOnExit>
          <Box overflowX="auto">
            <Tabs.List aria-label="Program categories">
              {tabs.map((tab) => (
                <Tabs.Trigger key={tab} value={tab} whiteSpace="nowrap">
                  {tab}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {tabs.map((tab) => (
            <Tabs.Content key={tab} value={tab} pt="6">
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
                {programCatalogue
                  .filter((p) => tab === VIEW_ALL || p.category === tab)
                  .map((program) => (
                    <ProgramCardView
                      key={program.id}
                      program={program}
                      selected={!!program.code && state.program === program.code}
                      onDetails={() => setDetails(program)}
                      onChoose={choose}
                    />
                  ))}
              </SimpleGrid>
            </Tabs.Content>
          ))}
        </Tabs.Root>

        <Card.Root variant="subtle" bg="secondary.solid" color="secondary.contrast" borderRadius="xl">
          <Card.Body>
            <Flex
              direction={{ base: 'column', md: 'row' }}
              gap="4"
              align={{ md: 'center' }}
              justify="space-between"
            >
              <Stack gap="1">
                <Heading as="h2" size="lg">
                  Need a different structure?
                </Heading>
                <Text opacity={0.85}>
                  Other perils, triggers or limits: tell us what your client needs and we will structure it.
                </Text>
              </Stack>
              <Button asChild colorPalette="warning" flexShrink={0}>
                <Link to={CUSTOM_STRUCTURING_PATH}>Request Custom Structuring</Link>
              </Button>
            </Flex>
          </Card.Body>
        </Card.Root>
      </Stack>

      <AppDialog
        open={!!details}
        onClose={() => setDetails(null)}
        title={details?.title ?? ''}
        footer={
          <HStack>
            <Button variant="outline" onClick={() => setDetails(null)}>
              Close
            </Button>
            {details?.code ? (
              <Button
                onClick={() => {
                  const code = details.code!;
                  setDetails(null);
                  choose(code);
                }}
              >
                Select
              </Button>
            ) : null}
          </HStack>
        }
      >
        {details ? <ProgramDetails program={details} /> : null}
      </AppDialog>
    </Container>
  );
}
