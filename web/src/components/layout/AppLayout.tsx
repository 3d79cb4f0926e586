/** The shell every screen sits in: header, the screen, footer, and a progress bar while a route loads. */
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteProgress } from './RouteProgress';

export function AppLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <RouteProgress />
      <Header />
      {/* clip: a sliding page must not widen the screen for the moment it moves in */}
      <Box component="main" style={{ flex: 1, overflowX: 'clip' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
