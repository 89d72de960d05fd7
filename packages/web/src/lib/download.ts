import type { DownloadedFile } from "./api-client";

/** Hands a downloaded file to the browser as a download. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** One print: how to fetch its A4 PDF and the name it is saved under (`<fileName>.pdf` unless the server names it). */
export interface PrintSource {
  load: () => Promise<DownloadedFile>;
  fileName: string;
}
