import { uploadEndpoint } from "@pnyx/contract";
import { aSession, anUpload } from "@pnyx/contract/testing";
import { describe, expect, it } from "vitest";
import { clientWith } from "../test-support/clients";
import { useMockServer } from "../test-support/msw";
import { errorResponse, mockEndpoint } from "../testing";

const server = useMockServer();

describe("client.uploads", () => {
  it("upload sends the file field with the token and parses the answer", async () => {
    let seen: { auth: string | null; name: string; size: number } | undefined;
    server.use(
      mockEndpoint(uploadEndpoint, async (_input, { request }) => {
        const file = (await request.formData()).get("file") as File;
        seen = { auth: request.headers.get("authorization"), name: file.name, size: file.size };
        return anUpload({ url: "/uploads/abc.webp" });
      }),
    );
    const answer = await clientWith({ user: aSession() }).client.uploads.upload({ file: new File(["abc"], "cat.jpg", { type: "image/jpeg" }) });
    expect(answer).toEqual({ url: "/uploads/abc.webp", mimetype: "image/webp", size: 1234 });
    expect(seen).toEqual({ auth: "Bearer member-token", name: "cat.jpg", size: 3 });
  });

  it("upload names a bare Blob 'file', refuses non-files, and surfaces server errors", async () => {
    let name = "";
    server.use(
      mockEndpoint(uploadEndpoint, async (_input, { request }) => {
        name = ((await request.formData()).get("file") as File).name;
        return errorResponse(413, "payload_too_large", "File too large");
      }),
    );
    const { client } = clientWith({ user: aSession() });
    await expect(client.uploads.upload({ file: new Blob(["x"], { type: "image/png" }) })).rejects.toMatchObject({ status: 413, code: "payload_too_large" });
    expect(name).toBe("file");
    await expect(client.uploads.upload({ file: "nope" as never })).rejects.toMatchObject({ code: "invalid_input" });
  });
});
