import { Notifications } from '@mantine/notifications';
import './toasts.css';

/**
 * Renders the toasts. Loaded lazily (main.tsx): toasts follow an action, and the container with
 * its transitions costs ~10 kB gzip. Toasts raised before it arrives wait in the store.
 */
export default function NotificationsHost() {
  return <Notifications zIndex={1000} classNames={{ root: 'seva-toasts' }} />;
}
