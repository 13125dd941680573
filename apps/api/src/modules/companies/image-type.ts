import { type ImageContentType, MESSAGES } from '@portico/domain';
import { invalid } from '../../errors.js';

/**
 * The only logo types we store and serve: raster images a browser can only ever display. SVG is a document that
 * can carry scripts, and GIF adds nothing a logo needs, so both are refused (decision 0015).
 */
export type LogoContentType = Extract<ImageContentType, 'image/png' | 'image/jpeg' | 'image/webp'>;

const EXTENSIONS: Record<LogoContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** What browsers and tools send for a JPEG besides the registered name. */
const DECLARED_ALIASES: Record<string, LogoContentType> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };

/**
 * Markup a content sniffer (or a careless client ignoring nosniff) would take for a document. Browsers sniff the
 * first 512 bytes; twice that is checked. The tag must be followed by a delimiter so random compressed bytes are
 * unlikely to match.
 */
const MARKUP = /<\s*(?:svg|html|head|body|script|iframe|object|embed|!doctype)[\s/>]/i;
const MARKUP_WINDOW = 1024;

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

/** The raster type the bytes are, from their magic numbers (and the first chunk, where the format has one). */
function sniffRaster(data: Buffer): LogoContentType | null {
  // PNG signature, then the IHDR chunk that must come first.
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && data.toString('latin1', 12, 16) === 'IHDR')
    return 'image/png';
  // JPEG start-of-image marker followed by another marker.
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF container of type WEBP whose first chunk is one of the three WebP bitstreams.
  const head = data.toString('latin1', 0, 16);
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP' && /^VP8[ LX]$/.test(head.slice(12, 16)))
    return 'image/webp';
  return null;
}

/**
 * The logo type of an upload, or null when it is not one we accept: the bytes must be a PNG, JPEG or WebP, match
 * the type the upload declares (not only its name), and hold no markup near the start.
 */
export function detectImageType(bytes: Uint8Array, declaredType: string): LogoContentType | null {
  // A bytea read back from the database may be a plain Uint8Array, whose toString ignores encodings.
  const data = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sniffed = sniffRaster(data);
  if (!sniffed) return null;
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if ((DECLARED_ALIASES[declared] ?? declared) !== sniffed) return null;
  if (MARKUP.test(data.toString('latin1', 0, MARKUP_WINDOW))) return null;
  return sniffed;
}

/** The checked type of a logo upload, or a 400 with the message naming what is accepted. */
export function requireLogoImage(data: Buffer, declaredType: string): LogoContentType {
  const type = detectImageType(data, declaredType);
  if (!type) throw invalid(MESSAGES.logoImagesOnly);
  return type;
}

/** A filename for Content-Disposition that needs no quoting or encoding: the logo's name and its type's extension. */
export function logoFileName(name: string, type: LogoContentType): string {
  const base = name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'logo';
  return `${base}.${EXTENSIONS[type]}`;
}
