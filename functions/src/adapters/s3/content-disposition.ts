/** The longest file name a download link announces (longer names keep their start and extension). */
const MAX_NAME_LENGTH = 150;

/** A file name without folders, control characters, quotes or backslashes, at most 150 characters. */
export function cleanFileName(fileName: string): string {
  const base = fileName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f"]/g, '').trim();
  if (!cleaned) return 'document';
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/** RFC 5987 encoding for `filename*` (encodeURIComponent leaves a few characters it must not). */
const rfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header value (RFC 6266) naming `fileName`: a plain ASCII `filename` for
 * old clients (accents dropped, other characters `_`) and the exact name as UTF-8 in `filename*`.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const name = cleanFileName(fileName);
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|[%;\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}
