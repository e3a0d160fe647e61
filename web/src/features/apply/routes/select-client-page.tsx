/**
 * Apply for Coverage (docs/requirements.md#apply-select, #purchase-availability, #error-catalogue):
 * the Clients panel (Search, fuzzy over name or company; Recent activity), the selected client's
 * premium indications (getQuotes for the client, page 1, filterFrozen: those without an application), each selectable
 * only when the purchase is allowed, the electronic-transactions agreement and Start Application
 * (createInsuranceApplication, then the form). `?client=` and `?quote=` preselect. Above them, the
 * applications in progress with Continue (getApplicationsInProgress): where Save and Exit lands.
 */
import {
  QUOTES_PAGE_SIZE,
  clientIdsByRecentActivity,
  clientsMatchingSearch,
  ELECTRONIC_AGREEMENT_CHECKBOX_PREFIX,
  ELECTRONIC_AGREEMENT_PATH,
  ELECTRONIC_AGREEMENT_TITLE,
  QUOTES_PAGE_MAX,
  START_APPLICATION_LABEL,
} from '@almanac/core';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Grid,
  Heading,
  Input,
  InputGroup,
  Link,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error.js';
import { desktopMedia } from '../../../components/layout.js';
import { PageTitle } from '../../../components/page.js';
import { useFlag } from '../../../lib/feature-flags.js';
import { displayError } from '../../../lib/graphql/index.js';
import { useSession } from '../../../lib/session/index.js';
import { applicationFormPath, useCreateApplication } from '../../../shared/applications/applications-api.js';
import { type ClientUser, clientDisplayName, useUserClients } from '../../../shared/clients/clients-api.js';
import { useQuotesPage } from '../../../shared/quote-list/quotes-api.js';
import { useApplyQuote } from '../api/apply-api.js';
import { IndicationCardView } from '../components/indication-card.js';
import { ApplicationsInProgress } from '../components/applications-in-progress.js';
import { cardBlockReason, cardOfListItem, cardOfQuote, type IndicationCard } from '../model/indications.js';

function ClientButton({
  client,
  selected,
  onSelect,
}: {
  client: ClientUser;
  selected: boolean;
  onSelect: () => void;
}) {
  const company = client.profile?.companyName;
  return (
    <Button
      variant={selected ? 'subtle' : 'ghost'}
      colorPalette={selected ? 'primary' : 'gray'}
      justifyContent="flex-start"
      h="auto"
      py="2"
      textAlign="start"
      aria-pressed={selected}
      onClick={onSelect}
    >
      <Stack gap="0" minW="0" align="flex-start">
        <Text fontWeight="medium" truncate maxW="full">
          {clientDisplayName(client)}
        </Text>
        {company ? (
          <Text fontSize="xs" color="fg.muted" truncate maxW="full">
            {company}
          </Text>
        ) : null}
      </Stack>
    </Button>
  );
}

function ClientList({
  clients,
  selectedId,
  onSelect,
  empty,
  label,
}: {
  clients: readonly ClientUser[];
  selectedId: string | null;
  onSelect: (c: ClientUser) => void;
  empty: string;
  label: string;
}) {
  if (clients.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" py="2">
        {empty}
      </Text>
    );
  return (
    <Stack as="ul" role="list" aria-label={label} gap="1" maxH="480px" overflowY="auto" listStyleType="none">
      {clients.map((c) => (
        <li key={c._id}>
          <ClientButton client={c} selected={c._id === selectedId} onSelect={() => onSelect(c)} />
        </li>
      ))}
    </Stack>
  );
}

function ClientsPanel({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (c: ClientUser) => void;
}) {
  const [tab, setTab] = useState<string>('search');
  const [search, setSearch] = useState('');
  const clients = useUserClients();
  const recentQuotes = useQuotesPage(
    { page: 1, limit: QUOTES_PAGE_MAX, sortBy: 'createdAt', sortDirection: 'DESC' },
    { enabled: tab === 'recent' },
  );
  const all = useMemo(() => clients.data?.items ?? [], [clients.data]);
  const matching = useMemo(() => clientsMatchingSearch(all, search), [all, search]);
  const recent = useMemo(() => {
    const byId = new Map(all.map((c) => [c._id, c]));
    return clientIdsByRecentActivity(recentQuotes.data?.items ?? [])
      .map((id) => byId.get(id))
      .filter((c): c is ClientUser => !!c);
  }, [all, recentQuotes.data]);

  return (
    <Card.Root as="section" aria-labelledby="apply-clients-title" variant="outline" borderRadius="xl">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Heading as="h2" id="apply-clients-title" size="md" color="secondary.solid">
          Clients
        </Heading>
        <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" size="sm">
          <Tabs.List>
            <Tabs.Trigger value="search">Search</Tabs.Trigger>
            <Tabs.Trigger value="recent">Recent activity</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="search">
            <Stack gap="3">
              <InputGroup startElement={<LuSearch aria-hidden="true" />}>
                <Input
                  aria-label="Search clients"
                  placeholder="Client name or company"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </InputGroup>
              {clients.isPending ? (
                <Stack gap="2" aria-label="Loading clients" role="status">
                  <Skeleton h="10" />
                  <Skeleton h="10" />
                </Stack>
              ) : clients.isError ? (
                <FormError message={displayError(clients.error)} />
              ) : (
                <ClientList
                  clients={matching}
                  selectedId={selectedId}
                  onSelect={onSelect}
                  label="Clients"
                  empty={all.length === 0 ? 'You have no clients yet.' : 'No client matches your search.'}
                />
              )}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="recent">
            {recentQuotes.isPending || clients.isPending ? (
              <Stack gap="2" aria-label="Loading recent activity" role="status">
                <Skeleton h="10" />
                <Skeleton h="10" />
              </Stack>
            ) : (
              <ClientList
                clients={recent}
                selectedId={selectedId}
                onSelect={onSelect}
                label="Recent clients"
                empty="No recent activity yet."
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}

export default function SelectClientPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const liftApplicationDeadline = useFlag('liftApplicationDeadline');
  const [now] = useState(() => new Date());
  const preQuoteId = params.get('quote');
  const preQuote = useApplyQuote(preQuoteId);
  const clients = useUserClients();
  const [clientChoice, setClientId] = useState<string | null>(params.get('client'));
  const clientId = clientChoice ?? preQuote.data?.clientId ?? null;
  const [quoteChoice, setQuoteId] = useState<string | null>(null);
  const quoteId = quoteChoice ?? preQuoteId;
  const [agreed, setAgreed] = useState(false);
  const create = useCreateApplication();

  const client = clients.data?.items.find((c) => c._id === clientId) ?? null;
  const quotes = useQuotesPage(
    {
      page: 1,
      limit: QUOTES_PAGE_SIZE,
      sortBy: 'createdAt',
      sortDirection: 'DESC',
      clientId: clientId ?? undefined,
      filterFrozen: true,
    },
    { enabled: !!clientId },
  );

  const cards: IndicationCard[] = useMemo(() => {
    const listed = (clientId ? (quotes.data?.items ?? []) : []).map(cardOfListItem);
    const pre = preQuote.data ? cardOfQuote(preQuote.data) : null;
    if (
      pre &&
      !pre.frozenAt &&
      !listed.some((c) => c.id === pre.id) &&
      (!pre.clientId || pre.clientId === clientId)
    )
      return [pre, ...listed];
    return listed;
  }, [clientId, quotes.data, preQuote.data]);

  const ctx = { now, canBind: !!user?.canBind, liftApplicationDeadline };
  const selectedCard = cards.find((c) => c.id === quoteId && !cardBlockReason(c, ctx)) ?? null;
  const canStart = agreed && !!clientId && !!selectedCard && !create.isPending;

  const onStart = async () => {
    if (!clientId || !selectedCard) return;
    try {
      const created = await create.mutateAsync({ clientId, quoteId: selectedCard.id });
      navigate(applicationFormPath(created.id));
    } catch {
      // shown under the button
    }
  };

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <PageTitle
          title="Apply for Coverage"
          lead="Continue an application in progress, or choose the client and the premium indication to apply for, then start the application."
          gap="2"
        />
        <ApplicationsInProgress />
        <Grid
          gap="6"
          alignItems="start"
          css={{ [desktopMedia]: { gridTemplateColumns: '320px minmax(0, 1fr)' } }}
        >
          <ClientsPanel
            selectedId={clientId}
            onSelect={(c) => {
              setClientId(c._id);
              create.reset();
            }}
          />
          <Stack as="section" aria-labelledby="apply-indications-title" gap="4" minW="0">
            <Heading as="h2" id="apply-indications-title" size="md" color="secondary.solid">
              {client ? `Premium Indications for ${clientDisplayName(client)}` : 'Premium Indications'}
            </Heading>
            {!clientId && cards.length === 0 ? (
              <Text color="fg.muted">Select a client to see their premium indications.</Text>
            ) : quotes.isPending && clientId ? (
              <Stack gap="3" role="status" aria-label="Loading premium indications">
                <Skeleton h="40" borderRadius="xl" />
                <Skeleton h="40" borderRadius="xl" />
              </Stack>
            ) : quotes.isError ? (
              <FormError message={displayError(quotes.error)} />
            ) : cards.length === 0 ? (
              <Text color="fg.muted">This client has no premium indication to apply for.</Text>
            ) : (
              <Grid
                gap="4"
                css={{ '@media (min-width: 1200px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}
              >
                {cards.map((card) => (
                  <IndicationCardView
                    key={card.id}
                    card={card}
                    company={client?.profile?.companyName ?? null}
                    selected={selectedCard?.id === card.id}
                    blockReason={cardBlockReason(card, ctx)}
                    onSelect={() => {
                      setQuoteId(card.id);
                      create.reset();
                    }}
                  />
                ))}
              </Grid>
            )}
          </Stack>
        </Grid>
        <Card.Root variant="subtle" borderRadius="xl">
          <Card.Body gap="4" p={{ base: '4', md: '5' }}>
            <Flex
              gap="4"
              direction={{ base: 'column', md: 'row' }}
              align={{ base: 'stretch', md: 'center' }}
              justify="space-between"
            >
              <Checkbox.Root checked={agreed} onCheckedChange={(e) => setAgreed(e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {ELECTRONIC_AGREEMENT_CHECKBOX_PREFIX}{' '}
                  <Link asChild variant="underline" colorPalette="secondary">
                    <RouterLink to={ELECTRONIC_AGREEMENT_PATH} target="_blank" rel="noopener">
                      {ELECTRONIC_AGREEMENT_TITLE}
                    </RouterLink>
                  </Link>
                </Checkbox.Label>
              </Checkbox.Root>
              <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }}>
                <Button disabled={!canStart} loading={create.isPending} onClick={() => void onStart()}>
                  {START_APPLICATION_LABEL}
                </Button>
              </Stack>
            </Flex>
            {create.error ? <FormError message={displayError(create.error)} /> : null}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}
