// Files members attach (opinion images): sent as multipart, stored and re-encoded by the server.
import { uploadEndpoint, type EndpointResponse } from "@pnyx/contract";
import { invalidInput } from "../errors";
import { fileName, isBlob } from "../files";
import type { Transport } from "../transport";

export interface UploadInput {
  /** The file to store (at most 10,240,000 bytes; images are re-encoded to WebP). */
  file: Blob | File;
}
export type UploadResponse = EndpointResponse<typeof uploadEndpoint>;

export interface UploadsApi {
  /** Stores a file members attach (opinion images), sent as a multipart form (field `file`): POST /api/uploads. */
  upload(input: UploadInput): Promise<UploadResponse>;
}

export function createUploadsApi(transport: Transport): UploadsApi {
  return {
    upload({ file }) {
      if (!isBlob(file) || file.size === 0) return Promise.reject(invalidInput("Please choose a file"));
      const form = new FormData();
      form.append("file", file, fileName(file, "file"));
      return transport.callForm(uploadEndpoint, form);
    },
  };
}
