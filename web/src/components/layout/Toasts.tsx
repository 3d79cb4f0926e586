/**
 * Where toasts appear (lib/notify.ts shows them): its own chunk with Mantine's notifications and
 * their styles, mounted by AppProvider once the page is alive. A first page shows no toast, and one
 * shown before the chunk is in waits in the store and appears with it.
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export function Toasts() {
  return <Notifications position="top-right" limit={4} />;
}
