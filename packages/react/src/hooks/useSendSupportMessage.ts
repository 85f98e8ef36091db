import type { Ack, SupportMessageRequest } from "@pnyx/contract";
import type { PnyxError } from "@pnyx/sdk";
import { useMutation } from "@tanstack/react-query";
import { usePnyxClient } from "../provider";

export function useSendSupportMessage() {
  const client = usePnyxClient();
  return useMutation<Ack, PnyxError, SupportMessageRequest>({
    mutationFn: (input) => client.feedback.sendSupportMessage(input),
  });
}
