/**
 * For calls answered with a PDF: `responseHandler: asPdfUrl` makes the result an object URL to
 * show in a viewer or save, while an error still arrives as its JSON body. The type is set
 * here, not taken from the answer: a file a merchant uploaded is only ever opened as a PDF,
 * never as a page of the console's origin. (The portal's own helpers live in its API client.)
 */
export const asPdfUrl = async (response: Response): Promise<unknown> =>
  response.ok ? URL.createObjectURL(new Blob([await response.blob()], { type: "application/pdf" })) : response.json();

/**
 * `onCacheEntryAdded` for queries answered with `asPdfUrl`: revokes the URL when the cache
 * entry goes (right after the last screen showing it unmounts); revoking in the component
 * would break StrictMode's second mount.
 */
export async function revokeObjectUrlWhenRemoved(
  _arg: unknown,
  {
    cacheDataLoaded,
    cacheEntryRemoved,
  }: { cacheDataLoaded: Promise<{ data: string }>; cacheEntryRemoved: Promise<void> },
) {
  let objectUrl: string | undefined;
  try {
    objectUrl = (await cacheDataLoaded).data;
  } catch {
    // Removed before it ever loaded: nothing to revoke.
  }
  await cacheEntryRemoved;
  if (objectUrl) URL.revokeObjectURL(objectUrl);
}
