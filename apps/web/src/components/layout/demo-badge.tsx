import { Badge, Tooltip } from '@mantine/core';
import { systemEndpoints } from '@portico/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

// Public, and only a hint: no token is sent and a failure shows no banner (the badge simply stays away).
async function fetchRunMode() {
  return (await api.call(systemEndpoints.health, { token: null, banner: false })).mode;
}

/**
 * A visible "Demo" badge while the server runs in demo mode (simulated sign-in providers, mail and credit bureau,
 * demo logins with a published password), so nobody mistakes a demo for the real portal.
 */
export function DemoBadge() {
  const { data: mode } = useQuery({
    queryKey: ['system', 'run-mode'],
    queryFn: fetchRunMode,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (mode !== 'demo') return null;
  return (
    <Tooltip label="Demo mode: external systems are simulated and demo logins are public. Not for real customers.">
      <Badge color="orange.9" variant="filled" size="sm" aria-label="Demo mode" tabIndex={0}>
        Demo
      </Badge>
    </Tooltip>
  );
}
