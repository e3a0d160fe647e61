/**
 * /clients (docs/requirements.md#clients): straight on (replace) to the first client when there are
 * any; otherwise "No Clients" with Add Client.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUserPlus, LuUsers } from 'react-icons/lu';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '../../../components/full-screen-loader.js';
import { useSession } from '../../../lib/session/index.js';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { useUserClients } from '../../../shared/clients/clients-api.js';
import { AddClientAndOpenDialog } from '../components/add-client-dialog.js';
import { ClientsFrame, ClientsNeedQuoting } from '../components/clients-frame.js';
import { clientPath } from '../model/paths.js';

export default function ClientsIndexPage() {
  const { user } = useSession();
  const canQuote = !!user?.canQuote;
  const clients = useUserClients(canQuote);
  const [adding, setAdding] = useState(false);

  if (!user) return null;
  if (!canQuote)
    return (
      <ClientsFrame>
        <ClientsNeedQuoting user={user} />
      </ClientsFrame>
    );
  const first = clients.data?.items[0];
  if (first) return <Navigate to={clientPath(first._id)} replace />;

  return (
    <ClientsFrame>
      {clients.isPending ? (
        <PageLoader />
      ) : clients.isError ? (
        <ListError
          title="Your clients could not be loaded."
          error={clients.error}
          onRetry={() => void clients.refetch()}
          retrying={clients.isFetching}
        />
      ) : (
        <ListEmpty
          icon={LuUsers}
          title="No Clients"
          description="Add the people and businesses you quote for. You can attach a client to a premium indication, share it with them and begin their application."
          action={
            <Button onClick={() => setAdding(true)}>
              <LuUserPlus aria-hidden="true" /> Add Client
            </Button>
          }
        />
      )}
      <AddClientAndOpenDialog open={adding} onClose={() => setAdding(false)} />
    </ClientsFrame>
  );
}
