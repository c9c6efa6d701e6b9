import { IconWifiOff } from '@tabler/icons-react';
import { OFFLINE_BANNER_TEXT } from '../../domain/offline-texts';
import { useOnline } from '../lib/use-online';
import classes from './Banners.module.css';

/** Tells the person why some things may be older or missing while there is no connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className={classes.offline}>
      <IconWifiOff size={18} aria-hidden />
      <span>{OFFLINE_BANNER_TEXT}</span>
    </div>
  );
}
