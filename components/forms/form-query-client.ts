import { QueryClient } from '@tanstack/react-query';

// The forms' own client, handed to useMutation directly, so no form needs a provider around it.
// Never retried automatically: a POST that reached the server and lost its answer would be
// stored twice. The visitor decides whether to send again.
export const formQueryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
