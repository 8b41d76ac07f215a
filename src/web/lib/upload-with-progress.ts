import { ApiError, apiErrorFrom } from "~/web/lib/api-client";

/**
 * POSTs a file as multipart/form-data to `path` (a song, a message) with real upload
 * progress (fetch cannot report it; XMLHttpRequest can). Resolves with the created thing
 * or rejects with ApiError.
 */
export function uploadWithProgress(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(request.response);
        return;
      }
      reject(apiErrorFrom(request.status, request.response));
    });
    request.addEventListener("error", () => reject(new ApiError(0, "NETWORK", "Network error")));
    request.send(form);
  });
}
