/**
 * `Content-Disposition` of a download with a Korean name: an ASCII fallback for old clients and
 * the UTF-8 name (RFC 5987) for the rest.
 */
export function attachment(file: { fileName: string; fallbackName: string }): string {
  return `attachment; filename="${file.fallbackName}"; filename*=UTF-8''${rfc5987(file.fileName)}`;
}

/** A header parameter value (RFC 5987): percent-encoded UTF-8, also for ' ( ) * which it reserves. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
