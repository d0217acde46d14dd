/**
 * The download proxy's legacy path (002 §2: `url` and `downloadName`). It answers with
 * Content-Disposition, so the browser saves the file under its name instead of playing it.
 */
export const downloadPath = (url: string, downloadName: string): string =>
  `/api/download/proxy?${new URLSearchParams({ url, downloadName }).toString()}`;
