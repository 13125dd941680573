import { Button, Group } from '@mantine/core';
import { type EndpointDef, endpointPath } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { useId, useState } from 'react';
import { api, isApiError } from '../../api';
import type { QueryValue } from '../../api/client';
import { errorStore } from '../../api/error-store';
import { saveFile } from '../../lib/save-file';
import { Hint } from './hint';

export interface CsvExportButtonProps {
  /** the list's endpoint (one that answers CSV too); the same filters as the table, every matching row */
  endpoint: EndpointDef & { alsoCsv: true };
  /** its path parameters, when it has any */
  params?: Record<string, string | number>;
  query: Record<string, unknown>;
  /** suggested file name, e.g. `companies.csv` */
  filename: string;
  label?: string;
  /**
   * false when no filter is set and the list asks for one first: the click says the spec's 'Please filter first!'
   * beside the button without asking the server (which refuses it too). Default true: the server decides.
   */
  filtered?: boolean;
}

/** The list's filters as the export's query: paging is the table's business, the export is every filtered row. */
function csvQuery(query: Record<string, unknown>): Record<string, QueryValue | QueryValue[]> {
  const filters: Record<string, QueryValue | QueryValue[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || key === 'pageSize') continue;
    const values = (Array.isArray(value) ? value : [value]) as QueryValue[];
    const set = values.filter((v) => v !== undefined && v !== null && v !== '');
    if (set.length > 0) filters[key] = Array.isArray(value) ? set : set[0];
  }
  return { ...filters, format: 'csv' };
}

/**
 * Downloads the server-built CSV of a list (`format=csv`), sending the session's bearer token. A refusal the user
 * can fix (a 4xx: "Please filter first!") shows as a hint beside the button until the filters change; a failure
 * nobody expected (5xx, no connection) goes to the page's error banner.
 */
export function CsvExportButton({
  endpoint,
  params,
  query,
  filename,
  label = 'Export CSV',
  filtered = true,
}: CsvExportButtonProps) {
  const exportQuery = csvQuery(query);
  // what the hint was given for: this list with these filters
  const url = `${endpointPath(endpoint.path, params)}?${JSON.stringify(exportQuery)}`;
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  // the hint belongs to the filters it was given for: another filter hides it
  const [hint, setHint] = useState<{ url: string; message: string } | null>(null);
  const shownHint = hint?.url === url ? hint.message : null;

  const download = async () => {
    setHint(null);
    if (!filtered) {
      setHint({ url, message: MESSAGES.filterFirst });
      return;
    }
    setBusy(true);
    try {
      // any list endpoint: the low-level request of the client, with its token, 401 handling and messages
      const csv = await api.request<Blob>(endpoint.method, endpointPath(endpoint.path, params), {
        query: exportQuery,
        file: 'text/csv',
        banner: false,
      });
      saveFile(csv, filename);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // a 4xx the user can fix sits beside the button; the rest (no connection, 5xx) goes to the page's banner
      if (error.status >= 400 && error.status < 500 && error.status !== 401) setHint({ url, message: error.message });
      else if (error.status !== 401) errorStore.report(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        onClick={() => void download()}
        loading={busy}
        aria-describedby={shownHint ? hintId : undefined}
      >
        {label}
      </Button>
      {shownHint ? <Hint id={hintId}>{shownHint}</Hint> : null}
    </Group>
  );
}
