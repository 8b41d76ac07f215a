/**
 * A file's SHA-256 as 64 lowercase hex digits, computed where the file is: the check page
 * sends only this, never the file (decision 040).
 */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
