import { Button, Group } from '@mantine/core';
import { type EndpointDef, endpointPath } from '@portico/contract';
import { MESSAGES } from '@portico/domain';
import { useId, useState } from 'react';
import { CONNECTION_ERROR_MESSAGE, type QueryValue, userMessageFor } from '../../api/client';
import { errorStore } from '../../api/error-store';
import { session } from '../../features/auth/session';
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

function csvUrl(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // paging is the table's business: the export is every filtered row
    if (key === 'page' || key === 'pageSize' || key === 'format') continue;
    const values = Array.isArray(value) ? (value as QueryValue[]) : [value as QueryValue];
    for (const v of values) if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
  }
  params.set('format', 'csv');
  return `${path}?${params.toString()}`;
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
  const path = endpointPath(endpoint.path, params);
  const url = csvUrl(path, query);
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
      const token = session.token();
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        });
      } catch {
        errorStore.report(CONNECTION_ERROR_MESSAGE);
        return;
      }
      if (!response.ok) {
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: userMessageFor falls back to the generic message
        }
        const { message } = userMessageFor(response.status, body);
        if (response.status >= 400 && response.status < 500 && response.status !== 401) setHint({ url, message });
        else errorStore.report(message);
        return;
      }
      const blob = await response.blob();
      const objectUrl = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      // the click has handed the blob to the download; free it on the next tick
      setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
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
