/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
// eslint-disable-next-line no-control-regex
const unsafeInFileName = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** `signed-contract-My shop.pdf`: the application's name, made safe for a file name. */
export function pdfFileName(prefix: string, appName: string): string {
  const name = appName.replace(unsafeInFileName, "-").replace(/^[\s.-]+|[\s.-]+$/g, "");
  return name ? `${prefix}-${name}.pdf` : `${prefix}.pdf`;
}

/** Saves an object URL under a file name, then revokes it. */
export function saveObjectUrl(objectUrl: string, fileName: string) {
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** Saves a file the page holds (a finished download) under a file name. */
export function saveBlob(blob: Blob, fileName: string) {
  saveObjectUrl(URL.createObjectURL(blob), fileName);
}
