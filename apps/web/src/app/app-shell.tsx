import { Anchor, AppShell, Box, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '../features/auth/auth.api';
import { displayName, useCurrentLogin } from '../lib/auth/current-login';
import { PAGE_TITLE_ID } from '../components/ui/page-header';
import { AppHeader } from './app-header';
import { ErrorBanner } from '../components/layout/error-banner';
import { CompanySwitcher } from '../features/people/company-switcher';
import { MainMenu } from './main-menu';

const MAIN_ID = 'main-content';

/** Moves focus to the new page's heading after in-app navigation, as a full page load would for screen readers. */
function useFocusPageTitleOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(PAGE_TITLE_ID)?.focus();
  }, [pathname]);
}

export function AppShellLayout() {
  const login = useCurrentLogin();
  const logout = useLogout();
  const [navOpened, nav] = useDisclosure(false);
  useFocusPageTitleOnNavigate();

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // A hash link would be read as a route by the hash router; focus the main area directly instead.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        className="skip-link"
      >
        Skip to main content
      </Box>
      <AppShell.Header>
        <AppHeader login={login} navOpened={navOpened} onToggleNav={nav.toggle} onLogout={logout} />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main menu" p="xs">
        <AppShell.Section hiddenFrom="sm" px="sm" pb="sm" mb="xs" className="mobile-account">
          <Text size="sm" fw={500}>
            {displayName(login)}
          </Text>
          <Text size="xs" c="dimmed">
            {login.companyName}
          </Text>
          <Anchor component={Link} to="/resetPassword" size="sm" onClick={nav.close}>
            Account security
          </Anchor>
        </AppShell.Section>
        {/* below md the header has no room for the company switcher: it heads the menu instead */}
        <Box hiddenFrom="md">
          <CompanySwitcher login={login} placement="menu" />
        </Box>
        <AppShell.Section grow component={ScrollArea} type="hover" offsetScrollbars scrollbarSize={6}>
          <MainMenu login={login} onNavigate={nav.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <ErrorBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
