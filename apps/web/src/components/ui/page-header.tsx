import { Group, Stack, Text, Title } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';

/** id of every page's main heading: the shell moves focus there after navigation so screen readers hear the page */
export const PAGE_TITLE_ID = 'page-title';

/** The company a customer page works for, as its header names it. */
export interface PageCompany {
  companyName: string;
  /** the person's own company: the header then names none (the page says whose it is in its own words) */
  isOwn: boolean;
}

/**
 * The company the page works for, given by the shell to every customer page (decision 0075), so that each names the
 * company a service agent acts for without each page remembering to.
 */
export const PageCompanyContext = createContext<PageCompany | null>(null);

/** Id of the "Acting for …" line, which describes the page's heading. */
const ACTING_FOR_ID = 'page-acting-for';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const company = useContext(PageCompanyContext);
  const actingFor = company && !company.isOwn ? company.companyName : null;
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
      <Stack gap={4} miw={0}>
        {actingFor !== null && (
          <Text id={ACTING_FOR_ID} size="sm" fw={700} c="blue.8" style={{ overflowWrap: 'anywhere' }}>
            Acting for {actingFor}
          </Text>
        )}
        <Title
          order={1}
          size="h2"
          id={PAGE_TITLE_ID}
          tabIndex={-1}
          style={{ outline: 'none' }}
          aria-describedby={actingFor !== null ? ACTING_FOR_ID : undefined}
        >
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
