import { ERROR_CODES, uploadEndpoint } from "@pnyx/contract";
import { Elysia } from "elysia";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import { HttpError, notFound } from "../../platform/errors";
import { SERVED_TYPES, STORED_NAME, UPLOADS_PATH, type Uploads } from "../../platform/uploads";
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
    // Some files (the seed pictures) are drawn the first time they are asked for.
    .get(`${UPLOADS_PATH}/:name`, async ({ params, set }) => {
      const match = STORED_NAME.exec(params.name);
      const served = match ? SERVED_TYPES[match[1]!] : undefined;
      const file = match && served ? await uploads.find(params.name) : null;
      if (!served || !file) throw notFound("No such file");
      set.headers["content-type"] = served.type;
      set.headers["x-content-type-options"] = "nosniff";
      set.headers["cache-control"] = "public, max-age=31536000, immutable";
      set.headers["content-security-policy"] = "default-src 'none'; sandbox";
      if (!served.inline) set.headers["content-disposition"] = `attachment; filename="${params.name}"`;
      return Bun.file(file);
    });
