import { API_TERMS, type Envelope } from '@portico/contract';
import type { FastifyReply } from 'fastify';

/** Wrap a result in the response envelope every successful answer uses. */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { message, terms: API_TERMS, data };
}

/** The envelope's text up to its `data`'s value: `{"message":…,"terms":…,"data":`. */
export function envelopeHead(message = ''): string {
  return `${JSON.stringify({ message, terms: API_TERMS }).slice(0, -1)},"data":`;
}

/**
 * Answers `data` that is JSON already, encoded (a page the database wrote as JSON, perhaps kept to be sent again), in
 * the envelope `ok` makes, sent as it is: the serialiser's check is the writer's to keep (its fields are typed
 * against the contract), and no text is encoded again.
 */
export function sendOkJson(reply: FastifyReply, dataJson: Buffer, message = ''): FastifyReply {
  const body = Buffer.concat([Buffer.from(envelopeHead(message)), dataJson, CLOSE]);
  return reply.type('application/json; charset=utf-8').send(body);
}

const CLOSE = Buffer.from('}');

/**
 * An answer's `data` as JSON its query wrote (a list page's rows, `row_to_json` over fields typed against the
 * contract): `listRoute` sends it with `sendOkJson`, not parsed, checked and written again.
 */
export class WrittenJson {
  constructor(readonly data: Buffer) {}
}
