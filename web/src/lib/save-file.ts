/** Save a generated file in the browser (an object URL and a temporary download link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Text files get a byte-order mark so spreadsheet programs read them as UTF-8 (°F). */
export function saveText(text: string, fileName: string, type: string): void {
  saveBlob(new Blob(['\uFEFF', text], { type }), fileName);
}
