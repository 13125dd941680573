import type { ImageContentType } from '@portico/domain';

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

/**
 * The image type of an upload, from its first bytes rather than the name or the type the browser claims, or null
 * when it is not an image we accept. SVG has no magic number: it must be declared as SVG and look like one.
 */
export function detectImageType(data: Buffer, declaredType: string): ImageContentType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const head = data.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  if (declaredType === 'image/svg+xml') {
    const text = data
      .subarray(0, 2048)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text)) return 'image/svg+xml';
  }
  return null;
}
