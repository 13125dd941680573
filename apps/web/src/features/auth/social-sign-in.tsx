import { Button, Stack, Tooltip } from '@mantine/core';
import { SOCIAL_PROVIDERS, type SocialProvider, type UserLogin } from '@portico/contract';
import { lazy, Suspense, useState } from 'react';
import { useSocialConfig } from './auth.api';
import { PROVIDER_NAMES } from './social-providers';

const NOT_CONFIGURED = 'Not configured';

// The dialog (Mantine's modal and its scroll lock) loads when a provider is chosen, not with the login page: the
// login's JS has a budget (decision 0018).
const SocialSignInDialog = lazy(() =>
  import('./social-sign-in-dialog').then((m) => ({ default: m.SocialSignInDialog })),
);

interface SocialSignInProps {
  onSignedIn: (login: UserLogin) => void;
}

/**
 * One button per provider. Only the local simulator can be used from the browser for now (a real provider's OAuth
 * redirect is not built), so a provider without it shows disabled with the reason.
 */
export function SocialSignIn({ onSignedIn }: SocialSignInProps) {
  const config = useSocialConfig();
  const [provider, setProvider] = useState<SocialProvider | null>(null);

  return (
    <Stack gap="xs">
      {SOCIAL_PROVIDERS.map((id) => {
        const label = `Sign in with ${PROVIDER_NAMES[id]}`;
        const simulated = config.data?.providers.some((p) => p.provider === id && p.simulated) ?? false;
        if (simulated) {
          return (
            <Button key={id} variant="default" fullWidth onClick={() => setProvider(id)}>
              {label}
            </Button>
          );
        }
        // aria-disabled (not disabled) keeps the button focusable, so keyboard users can reach the tooltip too.
        return (
          <Tooltip
            key={id}
            label={config.isPending ? 'Loading…' : NOT_CONFIGURED}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Button variant="default" fullWidth data-disabled aria-disabled onClick={(event) => event.preventDefault()}>
              {label}
            </Button>
          </Tooltip>
        );
      })}
      {provider !== null && (
        <Suspense fallback={null}>
          <SocialSignInDialog provider={provider} onClose={() => setProvider(null)} onSignedIn={onSignedIn} />
        </Suspense>
      )}
    </Stack>
  );
}
