import { useDocumentTitle } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { useConfigText } from '../features/branding/use-config-text';
import { usePageviewReport } from '../features/datareport/use-pageview-report';

/** Every page: the brand as the title (000 §2 breadcrumbs come with their routes) and page views. */
export function RootLayout() {
  const brand = useConfigText().data?.customizeText;
  useDocumentTitle(brand?.webName ?? '');
  usePageviewReport();
  return <Outlet />;
}
