import { Tabs, type TabsProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** One tab of a page: its key (the URL's `?tab=` where the page keeps it), its name and what it shows. */
export interface PanelTab {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

/** A page's tabs, as data: only the open tab's panel is mounted, so each panel loads when it is first opened. */
export function PanelTabs({ tabs, ...props }: { tabs: readonly PanelTab[] } & Omit<TabsProps, 'children'>) {
  return (
    <Tabs keepMounted={false} {...props}>
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
