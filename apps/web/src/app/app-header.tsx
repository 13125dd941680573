import { Anchor, Box, Burger, Button, Group, Stack, Text } from '@mantine/core';
import type { UserLogin } from '@portico/contract';
import { Link } from 'react-router';
import { displayName } from '../lib/auth/current-login';
import { CompanySwitcher } from '../features/people/company-switcher';
import { DemoBadge } from '../components/layout/demo-badge';

interface AppHeaderProps {
  login: UserLogin;
  navOpened: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
}

export function AppHeader({ login, navOpened, onToggleNav, onLogout }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Close main menu' : 'Open main menu'}
        />
        <Anchor component={Link} to="/" underline="never" c="inherit" fw={700} fz="lg" aria-label="Portico home">
          Portico
        </Anchor>
        <DemoBadge />
      </Group>
      <Group gap="md" wrap="nowrap">
        {/* on narrower screens the switcher heads the menu, where its company names have room */}
        <Box visibleFrom="md">
          <CompanySwitcher login={login} placement="header" />
        </Box>
        <Stack gap={0} align="flex-end" visibleFrom="xs">
          <Text size="sm" fw={500} lh={1.3}>
            {displayName(login)}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3}>
            {login.companyName}
          </Text>
        </Stack>
        <Button component={Link} to="/resetPassword" variant="subtle" size="xs" visibleFrom="sm">
          Account security
        </Button>
        <Button variant="default" size="xs" onClick={onLogout}>
          Log out
        </Button>
      </Group>
    </Group>
  );
}
