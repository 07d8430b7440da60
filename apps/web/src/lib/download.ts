import { apiDownload } from './api-client';

/** Save a blob under a name: an object URL on a temporary link, revoked once the click is handled. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download an export of the API (fetch with the Bearer header → blob → object URL). */
export async function downloadExport(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiDownload(path, fallbackName);
  saveBlob(blob, filename);
}
