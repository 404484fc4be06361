import type { Editor, FileLoader, UploadAdapter, UploadResponse } from 'ckeditor5';
import { koAdmin } from '@/copy/ko-admin';
import type { Schema } from '@shared/contract/schema';
import { endSession, readSession, refreshAccessToken } from '../auth/session';

const t = koAdmin.editor;

/** The server's Korean reason (a string or the validation's list), else `fallback`. */
async function reason(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = body?.message;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && message.length > 0) return message.join(' ');
  return fallback;
}

/**
 * Sends a picture dropped, pasted or chosen in the editor to POST /api/admin/content/image (part
 * `file`) with the administrator's token, refreshed once on a 401 as every admin call is
 * (adminBaseQuery). The server checks and re-encodes it; the editor then shows the picture from
 * the address it answers. A refusal is CKEditor's notification, in the server's words.
 */
class ContentUploadAdapter implements UploadAdapter {
  private readonly controller = new AbortController();

  constructor(private readonly loader: FileLoader) {}

  async upload(): Promise<UploadResponse> {
    const file = await this.loader.file;
    if (!file) throw t.uploadFailed;
    const send = () => {
      const body = new FormData();
      body.append('file', file);
      const { accessToken } = readSession();
      return fetch('/api/admin/content/image', {
        method: 'POST',
        credentials: 'same-origin',
        headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
        body,
        signal: this.controller.signal,
      });
    };
    let response: Response;
    try {
      const sentWith = readSession().accessToken;
      response = await send();
      if (response.status === 401) {
        const { accessToken, autoLogin } = readSession();
        if (
          (accessToken && accessToken !== sentWith) ||
          (autoLogin && (await refreshAccessToken()))
        )
          response = await send();
        if (response.status === 401) {
          endSession();
          throw t.uploadSignedOut;
        }
      }
    } catch (error) {
      throw typeof error === 'string' ? error : t.uploadFailed;
    }
    if (!response.ok) throw await reason(response, t.uploadFailed);
    const { url } = (await response.json()) as Schema<'ContentImageResponse'>;
    return { default: url };
  }

  abort(): void {
    this.controller.abort();
  }
}

/** The editor plugin that makes every picture go through ContentUploadAdapter. */
export function ContentUploads(editor: Editor): void {
  editor.plugins.get('FileRepository').createUploadAdapter = (loader) =>
    new ContentUploadAdapter(loader);
}
