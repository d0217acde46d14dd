import { useEffect, useRef, useState } from 'react';
import type { ChannelStatus } from '../../lib/live-channel';
import classes from './applet.module.css';

/** How long "reconnected" stays up after a lost network comes back. */
const BACK_NOTICE_MS = 2500;

/**
 * The lost-network notice (issue 24 item 1): while the live channel reconnects the page says so;
 * when it is open again it says so briefly. The session itself survives (same sessionId).
 */
export function ConnectionBanner({ status }: { status: ChannelStatus }) {
  const [back, setBack] = useState(false);
  const wasLost = useRef(false);
  useEffect(() => {
    if (status === 'reconnecting') {
      wasLost.current = true;
      setBack(false);
      return;
    }
    if (status === 'open' && wasLost.current) {
      wasLost.current = false;
      setBack(true);
      const timer = window.setTimeout(() => setBack(false), BACK_NOTICE_MS);
      return () => window.clearTimeout(timer);
    }
  }, [status]);
  if (status === 'reconnecting') {
    return (
      <div className={`${classes.banner} ${classes.bannerLost}`} role="alert" data-testid="connection-banner">
        网络已断开，正在重新连接…
      </div>
    );
  }
  if (back) {
    return (
      <div className={`${classes.banner} ${classes.bannerBack}`} role="status" data-testid="connection-banner">
        已重新连接
      </div>
    );
  }
  return null;
}
