'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// Never retried automatically: a POST that reached the server and lost its answer would be
// stored twice. The visitor decides whether to send again.
const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });

export function FormQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
