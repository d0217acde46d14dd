import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { dataReporter } from './reporter';

/** Records a `pageview` event each time the path changes (not on query or hash changes). */
export function usePageviewReport(): void {
  const { pathname } = useLocation();
  // StrictMode runs effects twice in development; one path is still one page view.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    dataReporter.track({ eventName: 'pageview', value: pathname });
  }, [pathname]);
}
