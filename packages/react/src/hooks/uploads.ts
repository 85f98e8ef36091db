import type { PnyxError, UploadInput, UploadResponse } from "@pnyx/sdk";
import { useMutation } from "@tanstack/react-query";
import { usePnyxClient } from "../client-context";

/** Uploads a file (an image for an opinion or post, a chat attachment); answers its stored URL. */
export function useUpload() {
  const client = usePnyxClient();
  return useMutation<UploadResponse, PnyxError, UploadInput>({
    mutationFn: (input) => client.uploads.upload(input),
  });
}
