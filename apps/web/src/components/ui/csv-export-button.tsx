import { Button } from '@mantine/core';
import { type EndpointDef, endpointPath } from '@portico/contract';
import { useState } from 'react';
import { CONNECTION_ERROR_MESSAGE, type QueryValue, userMessageFor } from '../../api/client';
import { errorStore } from '../../api/error-store';
import { session } from '../../features/auth/session';

export interface CsvExportButtonProps {
  /** the list's endpoint (one that answers CSV too); the same filters as the table, every matching row */
  endpoint: EndpointDef & { alsoCsv: true };
  /** its path parameters, when it has any */
  params?: Record<string, string | number>;
  query: Record<string, unknown>;
  /** suggested file name, e.g. `companies.csv` */
  filename: string;
  label?: string;
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

/** Downloads the server-built CSV of a list (`format=csv`), sending the session's bearer token. */
export function CsvExportButton({ endpoint, params, query, filename, label = 'Export CSV' }: CsvExportButtonProps) {
  const path = endpointPath(endpoint.path, params);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const token = session.token();
      let response: Response;
      try {
        response = await fetch(csvUrl(path, query), {
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
        errorStore.report(userMessageFor(response.status, body).message);
        return;
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      // the click has handed the blob to the download; free it on the next tick
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="default" onClick={() => void download()} loading={busy}>
      {label}
    </Button>
  );
}
