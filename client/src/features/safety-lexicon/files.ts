import { saveFile } from '../../lib/save-file';

/** A picked file as import content: text as it is, xlsx as base64. */
export async function importContent(file: File): Promise<{ format: 'txt' | 'xlsx'; content: string }> {
  if (/\.xlsx$/i.test(file.name)) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { format: 'xlsx', content: btoa(binary) };
  }
  return { format: 'txt', content: await file.text() };
}

/** Saves an export answer (text, or base64 for xlsx) as a download. */
export function download(file: { fileName: string; mimeType: string; content: string }) {
  const body = file.mimeType.startsWith('text/')
    ? file.content
    : Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
  saveFile(file.fileName, new Blob([body], { type: file.mimeType }));
}
