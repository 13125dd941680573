import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outcome } from './outcome';

interface Read<T> {
  isPending: boolean;
  error: unknown;
  data: T | undefined;
}

/** What a read shows: "Loading…" until it answers, its failure if it fails, else `children` of its data. */
export function Loaded<T>({ query, children }: { query: Read<T>; children(data: T): ReactNode }) {
  if (query.isPending) return <Text c="dimmed">Loading…</Text>;
  if (query.data === undefined) return <Outcome error={query.error} />;
  return children(query.data);
}
