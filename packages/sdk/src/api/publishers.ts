// Publishers: administrators register the sites that embed Pnyx (their origins and sign-in keys).
// Calls carry the admin token.
import {
  createPublisherEndpoint,
  deletePublisherEndpoint,
  endSecretRotationEndpoint,
  publishersEndpoint,
  rotatePublisherSecretEndpoint,
  updatePublisherEndpoint,
  type Ack,
  type CreatePublisherRequest,
  type Publisher,
  type PublisherWithSecret,
  type UpdatePublisherRequest,
} from "@pnyx/contract";
import type { Transport } from "../transport";

export interface PublishersApi {
  /** Every registered publisher, oldest first: GET /api/admin/publishers. */
  list(): Promise<{ publishers: Publisher[] }>;
  /**
   * Registers a publisher. Without `jwksUrl` a shared secret is made and returned here only (keep it:
   * it is never shown again): POST /api/admin/publishers.
   */
  create(input: CreatePublisherRequest): Promise<PublisherWithSecret>;
  /** Renames it, replaces its origins or points it at a key set: POST /api/admin/publishers/update. */
  update(input: UpdatePublisherRequest): Promise<Publisher>;
  /**
   * Makes a new shared secret (returned here only); the previous one stays valid until `endRotation`:
   * POST /api/admin/publishers/rotateSecret.
   */
  rotateSecret(input: { id: string }): Promise<PublisherWithSecret>;
  /** The previous secret stops being valid: POST /api/admin/publishers/endRotation. */
  endRotation(input: { id: string }): Promise<Publisher>;
  /** Removes it: its origins can no longer embed; its readers' accounts and threads stay: POST /api/admin/publishers/delete. */
  remove(input: { id: string }): Promise<Ack>;
}

export function createPublishersApi(transport: Transport): PublishersApi {
  return {
    list: () => transport.call(publishersEndpoint),
    create: (input) => transport.call(createPublisherEndpoint, input),
    update: (input) => transport.call(updatePublisherEndpoint, input),
    rotateSecret: (input) => transport.call(rotatePublisherSecretEndpoint, input),
    endRotation: (input) => transport.call(endSecretRotationEndpoint, input),
    remove: (input) => transport.call(deletePublisherEndpoint, input),
  };
}
