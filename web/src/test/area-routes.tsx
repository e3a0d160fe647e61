import { Route, Routes, useParams } from 'react-router-dom';
import { RouteGuard } from '../app/guards.js';
import { AppLayout } from '../app/shell/app-layout.js';
import { clientsRoutes } from '../features/clients/routes.js';
import { quotesRoutes } from '../features/quotes/routes.js';

function QuoteDetailsStub() {
  const { quoteId } = useParams();
  return <p>Details of {quoteId}</p>;
}

/**
 * The quotes and clients areas in the app's shell, with a stand-in for /quotes/{id} (another
 * feature's page): for tests that only follow a link there.
 */
export function QuoteAreaRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {[...quotesRoutes, ...clientsRoutes].map(({ path, access, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteGuard access={access}>
                <Component />
              </RouteGuard>
            }
          />
        ))}
        <Route path="/quotes/:quoteId" element={<QuoteDetailsStub />} />
      </Route>
    </Routes>
  );
}
