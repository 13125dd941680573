import { Anchor, Group, Select, Stack } from '@mantine/core';
import type { UserLogin } from '@portico/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { actingCompanyStore, useActingCompany } from '../../lib/auth/acting-company';
import { useVirtualEmployers } from '../../api/shared-queries';

/** The widest the header's switcher grows to, in characters of its text; the menu's takes its whole width. */
const HEADER_MAX_CHARS = 40;

/**
 * The service agent's company switcher: their own company or one that virtually employs them. The choice switches
 * every customer page (decision 0075). Shown only to people who may act for more than one company: in the header on
 * wide screens, sized to the longest company name so none is cut off, and at the top of the menu on narrow ones.
 */
export function CompanySwitcher({ login, placement }: { login: UserLogin; placement: 'header' | 'menu' }) {
  const reachesOthers = Object.keys(login.permissions).length > 1;
  const employers = useVirtualEmployers(login.personId, reachesOthers);
  const acting = useActingCompany();
  const queryClient = useQueryClient();
  if (!reachesOthers || !employers.data) return null;

  const options = [
    { value: String(login.companyId), label: login.companyName },
    ...employers.data.map((c) => ({ value: String(c.companyId), label: c.companyName })),
  ];

  const choose = (value: string | null) => {
    if (!value) return;
    const id = Number(value);
    const employer = employers.data.find((c) => c.companyId === id);
    actingCompanyStore.set(
      login.personId,
      employer
        ? { companyId: employer.companyId, companyUid: employer.companyUid, companyName: employer.companyName }
        : null,
    );
    // Every company's data is asked for by the company's id; the people lists are refreshed in case they were not.
    void queryClient.invalidateQueries({ queryKey: ['people'] });
  };

  const employeesLink = !acting.isOwn && (
    <Anchor component={Link} to="/customerEmployees" size="xs">
      Employees
    </Anchor>
  );

  if (placement === 'menu')
    return (
      <Stack gap={4} px="sm" pb="sm" mb="xs" className="menu-switcher">
        <Select
          label="Acting for"
          size="sm"
          data={options}
          value={String(acting.companyId)}
          onChange={choose}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {employeesLink}
      </Stack>
    );

  // the text of a character is at most about one `ch` wide; the chevron and the padding take the rest
  const chars = Math.min(Math.max(...options.map((o) => o.label.length)) + 2, HEADER_MAX_CHARS);
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        label="Acting for"
        size="xs"
        data={options}
        value={String(acting.companyId)}
        onChange={choose}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-end' }}
        styles={{
          root: { display: 'flex', alignItems: 'center', gap: 6 },
          label: { whiteSpace: 'nowrap' },
          input: { width: `calc(${chars}ch + 40px)` },
        }}
      />
      {employeesLink}
    </Group>
  );
}
