import { Outlet } from 'react-router-dom';
import { usePageviewReport } from '../datareport/use-pageview-report';

/**
 * The visitor's live pages sit outside the portal's layout: the tab shows the card's share title,
 * not the portal's breadcrumb; page views are still reported.
 */
export function LiveRoot() {
  usePageviewReport();
  return <Outlet />;
}
