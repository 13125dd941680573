/** Hands a downloaded file to the browser under a suggested name, as a link click would. */
export function saveFile(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the download; free it on the next tick
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
