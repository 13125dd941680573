import type { MantineBreakpoint } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's declaration, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * A column a phone can do without: the shared table hides it below the `sm` breakpoint, so the key columns and
     * the row's actions fit a 390 px screen without sideways scrolling.
     */
    secondary?: boolean;
  }
}

/** Column options that mark a column secondary: `column.accessor('email', { header, ...SECONDARY })`. */
export const SECONDARY = { meta: { secondary: true } } as const;

/** The breakpoint from which a column shows (undefined: always). */
export function secondaryFrom(column: { meta?: { secondary?: boolean } }): MantineBreakpoint | undefined {
  return column.meta?.secondary ? 'sm' : undefined;
}
