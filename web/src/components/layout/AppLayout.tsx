/** The shell every screen sits in: header, the screen, footer, and a progress bar while a route loads. */
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteProgress } from './RouteProgress';

export function AppLayout() {
  return (
    <div className="app-layout">
      <RouteProgress />
      <Header />
      <main className="app-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
