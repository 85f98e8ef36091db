import { ERROR_CODES, uploadEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import { HttpError, notFound } from "../../platform/errors";
import { SERVED_TYPES, STORED_NAME, UPLOADS_PATH, VARIANT_NAME, type Uploads } from "../../platform/uploads";
import type { createUploadsService } from "./service";

export const uploadsRoutes = (deps: EndpointDeps, uploads: Uploads, service: ReturnType<typeof createUploadsService>) =>
  new Elysia({ name: "pnyx/uploads" })
    .use(
      mount(deps, uploadEndpoint, ({ caller, rawBody }) => {
        const file = rawBody && typeof rawBody === "object" ? (rawBody as Record<string, unknown>).file : undefined;
        if (!(file instanceof Blob)) throw new HttpError(422, ERROR_CODES.invalidInput, "Attach the file as the multipart field 'file'");
        return service.upload(caller, file);
      }),
    )
    // Only names the server generated are served, with the type the server chose and no sniffing.
    // Some files (the seed pictures) are drawn the first time they are asked for, and a picture's
    // responsive copies (`<name>-640.avif`) are made the first time they are. All of them are
    // immutable: a name is never reused for other bytes.
    .get(`${UPLOADS_PATH}/:name`, async ({ params, set }) => {
      const file = await located(uploads, params.name);
      if (!file) throw notFound("No such file");
      set.headers["content-type"] = file.type;
      set.headers["x-content-type-options"] = "nosniff";
      set.headers["cache-control"] = "public, max-age=31536000, immutable";
      set.headers["content-security-policy"] = "default-src 'none'; sandbox";
      if (!file.inline) set.headers["content-disposition"] = `attachment; filename="${params.name}"`;
      return Bun.file(file.path);
    });

/** A stored file or a picture's copy by its name, with how it is served; null for any other name. */
async function located(uploads: Uploads, name: string): Promise<{ path: string; type: string; inline: boolean } | null> {
  if (VARIANT_NAME.test(name)) {
    const variant = await uploads.findVariant(name);
    return variant && { ...variant, inline: true };
  }
  const match = STORED_NAME.exec(name);
  const served = match ? SERVED_TYPES[match[1]!] : undefined;
  const path = served ? await uploads.find(name) : null;
  return served && path ? { path, type: served.type, inline: served.inline } : null;
}
