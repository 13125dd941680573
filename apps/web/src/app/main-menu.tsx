import { NavLink, Stack, Title } from '@mantine/core';
import type { UserLogin } from '@portico/contract';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useActingCompany } from '../lib/auth/acting-company';
import { buildMenu, isLinkActive, type MenuGroup } from './menu-model';

interface MainMenuProps {
  login: UserLogin;
  /** called after a link is followed, so the mobile drawer can close */
  onNavigate?: () => void;
}

function activeGroupId(groups: MenuGroup[], pathname: string): string | undefined {
  return groups.find((group) => group.links.some((link) => isLinkActive(link.path, pathname)))?.id;
}

/** The navigation menu's contents; the shell wraps it in the `<nav aria-label="Main menu">` landmark. */
export function MainMenu({ login, onNavigate }: MainMenuProps) {
  const { pathname } = useLocation();
  const actingUid = useActingCompany().companyUid;
  const menu = useMemo(() => buildMenu(login, undefined, actingUid), [login, actingUid]);

  // Only what the user clicked is remembered. Otherwise a customer's few sections are all open, while the admin
  // console's dozens of links stay folded except for the group holding the current page.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const activeGroup = activeGroupId(menu.groups, pathname);
  const isOpen = (id: string) => toggled.get(id) ?? (menu.kind === 'customer' || id === activeGroup);
  const toggle = (id: string, opened: boolean) => setToggled((current) => new Map(current).set(id, opened));

  return (
    <Stack gap={2}>
      {menu.kind === 'admin' && (
        <Title order={2} size="h5" px="sm" pb="xs">
          Admin console
        </Title>
      )}
      {menu.groups.map((group) => {
        const opened = isOpen(group.id);
        return (
          <NavLink
            key={group.id}
            component="button"
            type="button"
            label={group.label}
            opened={opened}
            onChange={(next) => toggle(group.id, next)}
            aria-expanded={opened}
            childrenOffset="sm"
            styles={{ label: { fontWeight: 600 } }}
          >
            {group.links.map((link) => {
              const active = isLinkActive(link.path, pathname);
              return (
                <NavLink
                  key={link.path}
                  component={Link}
                  to={link.path}
                  label={link.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  py={5}
                />
              );
            })}
          </NavLink>
        );
      })}
    </Stack>
  );
}
