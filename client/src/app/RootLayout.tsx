import { useDocumentTitle } from '@mantine/hooks';
import { Outlet, useMatches } from 'react-router-dom';
import { useConfigText } from '../features/branding/use-config-text';
import { usePageviewReport } from '../features/datareport/use-pageview-report';
import { deepestBreadcrumb, pageTitle, type RouteHandle } from '../features/shell/route-access';

/** Every page: the title from the route's breadcrumb (000 §2) and page views. */
export function RootLayout() {
  const brand = useConfigText().data?.customizeText;
  const breadcrumb = deepestBreadcrumb(useMatches().map((m) => m.handle as RouteHandle | undefined));
  useDocumentTitle(pageTitle(breadcrumb, brand));
  usePageviewReport();
  return <Outlet />;
}
