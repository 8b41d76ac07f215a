/** Title and artist from an audio file's own tags, read in the browser; the file name otherwise. */
export async function readTags(file: File): Promise<{ title: string; artist: string }> {
  const fromName = file.name
    .replace(/\.[^.]*$/, "")
    .replace(/[_-]+/g, " ")
    .trim();
  try {
    // Loaded only when an admin picks a file: it is not needed anywhere else.
    const { parseBlob } = await import("music-metadata");
    const { common } = await parseBlob(file, { skipCovers: true, duration: false });
    return { title: common.title?.trim() || fromName, artist: common.artist?.trim() || "" };
  } catch {
    return { title: fromName, artist: "" };
  }
}
