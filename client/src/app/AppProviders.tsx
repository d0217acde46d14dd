import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { trpc, trpcClient } from '../lib/trpc';
import { cssVariablesResolver, theme } from './theme';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // One quick retry, then the screen's own error state with its retry button takes over.
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
