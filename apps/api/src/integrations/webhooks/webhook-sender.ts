import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress, WEBHOOK_MESSAGES } from '@portico/domain';

/** One POST of a delivery. */
export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** What the receiver answered: its status (null when none answered) and, when it was not a 2xx, what went wrong. */
export interface WebhookAnswer {
  httpStatus: number | null;
  error: string | null;
}

/** Sends webhook deliveries. */
export interface WebhookSender {
  post(request: WebhookPost): Promise<WebhookAnswer>;
}

/** The most of a refusing receiver's body kept in the log. */
const ERROR_BODY_MAX = 300;

class PrivateAddress extends Error {
  constructor() {
    super(WEBHOOK_MESSAGES.privateAddress);
  }
}

/**
 * The one way webhooks leave (decision 0093): a POST that follows no redirect, waits at most its time limit, and —
 * unless private addresses are allowed (demo mode, for a receiver on this machine) — refuses a host that resolves to
 * a loopback, private or link-local address. The address is checked where the connection is made (the request's
 * own lookup), so a name that resolves to a public address when checked and a private one when used cannot slip by.
 */
export function createWebhookSender(options: { allowPrivateAddresses: boolean }): WebhookSender {
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as LookupAddress[];
      if (!options.allowPrivateAddresses && list.some((a) => isPrivateAddress(a.address)))
        return callback(new PrivateAddress(), '', 0);
      if (lookupOptions.all) return callback(null, list);
      const [first] = list;
      if (!first) return callback(new Error(`No address for ${hostname}`), '', 0);
      return callback(null, first.address, first.family);
    });
  };

  return {
    post(request) {
      return new Promise<WebhookAnswer>((resolve) => {
        let url: URL;
        try {
          url = new URL(request.url);
        } catch {
          resolve({ httpStatus: null, error: WEBHOOK_MESSAGES.urlInvalid });
          return;
        }
        const host = url.hostname.replace(/^\[|\]$/g, '');
        if (!options.allowPrivateAddresses && isIP(host) !== 0 && isPrivateAddress(host)) {
          resolve({ httpStatus: null, error: WEBHOOK_MESSAGES.privateAddress });
          return;
        }
        const client = url.protocol === 'https:' ? https : http;
        let settled = false;
        const finish = (answer: WebhookAnswer) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(answer);
        };
        const req = client.request(
          url,
          {
            method: 'POST',
            headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
            lookup: guardedLookup,
            agent: false,
          },
          (res) => {
            const status = res.statusCode ?? 0;
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (chunk: Buffer) => {
              if (size < ERROR_BODY_MAX) chunks.push(chunk);
              size += chunk.length;
            });
            res.on('end', () => {
              if (status >= 200 && status < 300) return finish({ httpStatus: status, error: null });
              if (status >= 300 && status < 400)
                return finish({ httpStatus: status, error: WEBHOOK_MESSAGES.redirect });
              const text = Buffer.concat(chunks).toString('utf8').slice(0, ERROR_BODY_MAX).trim();
              finish({ httpStatus: status, error: `The receiver answered ${status}${text ? `: ${text}` : ''}` });
            });
            res.on('error', (err) => finish({ httpStatus: status, error: err.message }));
          },
        );
        const timer = setTimeout(() => {
          finish({ httpStatus: null, error: WEBHOOK_MESSAGES.timeout });
          req.destroy();
        }, request.timeoutMs);
        req.on('error', (err) =>
          finish({
            httpStatus: null,
            error: err instanceof PrivateAddress ? err.message : `Could not connect: ${err.message}`,
          }),
        );
        req.end(request.body);
      });
    },
  };
}
