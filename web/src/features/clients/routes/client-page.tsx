/**
 * /clients/{id} (docs/requirements.md#clients): the client list on the left (searchable, Add new
 * client), the client's details with Edit and their premium indications on the right. Below 900 px
 * the list opens in a drawer. A client the agent does not have shows the not-found page.
 */
import {
  Box,
  Button,
  Card,
  CloseButton,
  Drawer,
  Grid,
  Portal,
  Skeleton,
  SkeletonCircle,
  Stack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuUsers } from 'react-icons/lu';
import { useParams } from 'react-router-dom';
import NotFoundPage from '../../../components/not-found-page.js';
import { useIsMobile } from '../../../components/use-is-mobile.js';
import { useSession } from '../../../lib/session/index.js';
import { HEADER_HEIGHT } from '../../../components/layout.js';
import { ListError } from '../../../components/list-states.js';
import { useUserClients, type ClientList as Clients } from '../../../shared/clients/clients-api.js';
import { AddClientAndOpenDialog } from '../components/add-client-dialog.js';
import { ClientDetails } from '../components/client-details.js';
import { ClientList } from '../components/client-list.js';
import { ClientQuotes } from '../components/client-quotes.js';
import { ClientsFrame, ClientsNeedQuoting } from '../components/clients-frame.js';
import { EditClientDialog } from '../components/edit-client-dialog.js';

function Loading() {
  return (
    <Stack gap="6" role="status" aria-label="Loading client">
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body gap="4">
          <Stack direction="row" gap="4" align="center">
            <SkeletonCircle size="12" />
            <Skeleton h="6" w="48" />
          </Stack>
          <Skeleton h="20" />
        </Card.Body>
      </Card.Root>
      <Skeleton h="48" borderRadius="xl" />
    </Stack>
  );
}

function ClientsDrawer({ clients, onAdd }: { clients: Clients; onAdd: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <Button variant="outline" alignSelf="flex-start">
          <LuUsers aria-hidden="true" /> All clients ({clients.count})
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Clients</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <ClientList
                clients={clients.items}
                count={clients.count}
                onAdd={() => {
                  setOpen(false);
                  onAdd();
                }}
                onNavigate={() => setOpen(false)}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the client list" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export default function ClientPage() {
  const { clientId = '' } = useParams();
  const { user } = useSession();
  const canQuote = !!user?.canQuote;
  const clients = useUserClients(canQuote);
  const isMobile = useIsMobile();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);

  if (!user) return null;
  if (!canQuote)
    return (
      <ClientsFrame>
        <ClientsNeedQuoting user={user} />
      </ClientsFrame>
    );

  const list = clients.data;
  const client = list?.items.find((c) => c._id === clientId);
  if (list && !client) return <NotFoundPage />;

  const startAdding = () => setAdding(true);
  const main = clients.isError ? (
    <ListError
      title="Your clients could not be loaded."
      error={clients.error}
      onRetry={() => void clients.refetch()}
      retrying={clients.isFetching}
    />
  ) : !client ? (
    <Loading />
  ) : (
    <Stack gap="6" minW="0">
      <ClientDetails client={client} onEdit={() => setEditing(true)} />
      <ClientQuotes key={client._id} clientId={client._id} />
      <EditClientDialog client={client} open={editing} onClose={() => setEditing(false)} />
    </Stack>
  );

  return (
    <ClientsFrame>
      {isMobile ? (
        <Stack gap="4">
          {list ? <ClientsDrawer clients={list} onAdd={startAdding} /> : null}
          {main}
        </Stack>
      ) : (
        <Grid templateColumns="280px minmax(0, 1fr)" gap="6" alignItems="start">
          <Box
            as="aside"
            aria-label="Client list"
            position="sticky"
            top={`calc(${HEADER_HEIGHT} + 1.5rem)`}
            borderWidth="1px"
            borderRadius="xl"
            p="4"
            bg="bg"
            display="flex"
            flexDirection="column"
            maxH={`calc(100vh - ${HEADER_HEIGHT} - 3rem)`}
          >
            {list ? (
              <ClientList clients={list.items} count={list.count} onAdd={startAdding} />
            ) : (
              <Stack gap="3">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} h="10" />
                ))}
              </Stack>
            )}
          </Box>
          {main}
        </Grid>
      )}
      <AddClientAndOpenDialog open={adding} onClose={() => setAdding(false)} />
    </ClientsFrame>
  );
}
