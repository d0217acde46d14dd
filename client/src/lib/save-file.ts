/** Saves bytes the page made as a download under `fileName`. */
export function saveFile(fileName: string, body: Blob) {
  const url = URL.createObjectURL(body);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
