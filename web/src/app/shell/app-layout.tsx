import { Box, Flex, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullScreenLoader, PageLoader } from '../../components/full-screen-loader.js';
import { RedirectNotice } from '../../components/redirect-notice.js';
import { useSession } from '../../lib/session/index.js';
import { Footer } from './footer.js';
import { Header } from './header.js';

/** Header, page, footer; the full-screen loader while the current user loads. */
export function AppLayout() {
  const { isLoading } = useSession();
  if (isLoading) return <FullScreenLoader label="Loading your account" />;
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        zIndex="skipNav"
        bg="bg"
        p="2"
        _focus={{ left: '2', top: '2' }}
      >
        Skip to content
      </Link>
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        <RedirectNotice />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
