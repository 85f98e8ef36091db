// Administrators' register of publishers: their origins and how their sign-in tokens are checked.
// A shared secret is shown once, when made; a rotation keeps the previous one valid until it ends.
import { randomBytes } from "node:crypto";
import { ERROR_CODES, CreatePublisherRequest, type Publisher, type PublisherWithSecret, UpdatePublisherRequest } from "@pnyx/contract";
import type { z } from "zod";
import type { Models } from "../../../models";
import { HttpError, notFound } from "../../../platform/errors";
import { type KeySetAddresses, KeySetAddressRefused } from "./key-set-fetch";
import type { PublisherDoc } from "./model";
import type { PublisherRegistry } from "./registry";

/** 32 random bytes: HS256 wants a key at least as long as its hash. */
const newSecret = () => ({ value: randomBytes(32).toString("base64url"), createdAt: new Date() });

export function presentPublisher(doc: PublisherDoc): Publisher {
  return {
    _id: doc._id.toString(),
    name: doc.name,
    origins: doc.origins,
    signing: doc.jwksUrl ? "jwks" : "secret",
    jwksUrl: doc.jwksUrl,
    activeSecrets: doc.jwksUrl ? 0 : doc.secrets.length,
    sharedThreads: doc.sharedThreads === true,
    createdAt: doc.createdAt.toISOString(),
  };
}

export function createPublishersService(deps: { models: Pick<Models, "Publisher">; registry: PublisherRegistry; keySetAddresses: KeySetAddresses }) {
  const { Publisher: Publishers } = deps.models;

  /** A key set's address must be one the server may read (key-set-fetch.ts), checked again at each fetch. */
  async function checkKeySet(jwksUrl: string | undefined): Promise<void> {
    if (jwksUrl === undefined) return;
    try {
      await deps.keySetAddresses.check(new URL(jwksUrl));
    } catch (error) {
      if (error instanceof KeySetAddressRefused) throw new HttpError(422, ERROR_CODES.invalidInput, `Invalid jwksUrl: ${error.message}`);
      throw error;
    }
  }

  async function load(id: string): Promise<PublisherDoc> {
    const doc = await Publishers.findById(id).lean<PublisherDoc>();
    if (!doc) throw notFound("No such publisher");
    return doc;
  }

  /** Saves a change and tells every instance's registry. */
  async function save(id: string, update: Record<string, unknown>): Promise<PublisherDoc> {
    const doc = await Publishers.findByIdAndUpdate(id, update, { returnDocument: "after" }).lean<PublisherDoc>();
    if (!doc) throw notFound("No such publisher");
    deps.registry.changed();
    return doc;
  }

  return {
    async list(): Promise<{ publishers: Publisher[] }> {
      const docs = await Publishers.find({}).sort({ createdAt: 1, _id: 1 }).lean<PublisherDoc[]>();
      return { publishers: docs.map(presentPublisher) };
    },

    async create(input: z.output<typeof CreatePublisherRequest>): Promise<PublisherWithSecret> {
      await checkKeySet(input.jwksUrl);
      const secret = input.jwksUrl ? null : newSecret();
      const doc = (
        await Publishers.create({
          name: input.name,
          origins: unique(input.origins),
          jwksUrl: input.jwksUrl ?? null,
          secrets: secret ? [secret] : [],
          sharedThreads: input.sharedThreads ?? false,
        })
      ).toObject() as PublisherDoc;
      deps.registry.changed();
      return { publisher: presentPublisher(doc), secret: secret?.value ?? null };
    },

    async update(input: z.output<typeof UpdatePublisherRequest>): Promise<Publisher> {
      await checkKeySet(input.jwksUrl);
      const set: Record<string, unknown> = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.origins !== undefined) set.origins = unique(input.origins);
      if (input.sharedThreads !== undefined) set.sharedThreads = input.sharedThreads;
      // Switching to a key set ends the secrets: a leaked one must not outlive the switch.
      if (input.jwksUrl !== undefined) Object.assign(set, { jwksUrl: input.jwksUrl, secrets: [] });
      return presentPublisher(await save(input.id, { $set: set }));
    },

    async rotateSecret(id: string): Promise<PublisherWithSecret> {
      const doc = await load(id);
      const secret = newSecret();
      // The newest first; the one before stays valid until the rotation ends; older ones end now.
      const kept = doc.jwksUrl ? [] : doc.secrets.slice(0, 1);
      const saved = await save(id, { $set: { jwksUrl: null, secrets: [secret, ...kept] } });
      return { publisher: presentPublisher(saved), secret: secret.value };
    },

    async endRotation(id: string): Promise<Publisher> {
      const doc = await load(id);
      if (doc.jwksUrl || doc.secrets.length < 2) throw new HttpError(409, ERROR_CODES.conflict, "No rotation is under way");
      return presentPublisher(await save(id, { $set: { secrets: doc.secrets.slice(0, 1) } }));
    },

    async remove(id: string): Promise<{ message: string }> {
      const removed = await Publishers.findByIdAndDelete(id).lean();
      if (!removed) throw notFound("No such publisher");
      deps.registry.changed();
      return { message: "Publisher removed" };
    },
  };
}

const unique = (origins: readonly string[]) => [...new Set(origins)];

export type PublishersService = ReturnType<typeof createPublishersService>;
