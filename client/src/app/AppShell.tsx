import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '../components/SkipLink';
import { PublicHeader } from '../features/shell/PublicHeader';

const MAIN_ID = 'main-content';

/** The public chrome: skip link, the logged-out header (000 §2 Header), and the page in <main>. */
export function AppShell() {
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      <PublicHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </Box>
    </>
  );
}
