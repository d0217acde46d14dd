import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { describeCallError, genericFailureMessage } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { NOTICE_POLL_MS, ignoresNoticeFailure, pollsNotices } from './shell-rules';

/** 000 §7 notices: once on each route change, then every 10 s except on /home/project. */
export function useNoticePolling(): void {
  const { pathname } = useLocation();
  const notifications = trpc.notice.notifications.useMutation();
  const mutate = useRef(notifications.mutateAsync);
  mutate.current = notifications.mutateAsync;

  useEffect(() => {
    const check = async () => {
      try {
        for (const notice of await mutate.current({})) {
          if (notice.status === 'success') toast.success(notice.noticeMessage);
          else toast.error(notice.noticeMessage);
        }
      } catch (error) {
        const failure = describeCallError(error, 'notice.notifications');
        if (!ignoresNoticeFailure(failure)) toast.error(genericFailureMessage(failure));
      }
    };
    void check();
    if (!pollsNotices(pathname)) return;
    const timer = setInterval(() => void check(), NOTICE_POLL_MS);
    return () => clearInterval(timer);
  }, [pathname]);
}
