import {
  addCategoriesEndpoint,
  ERROR_CODES,
  followUserEndpoint,
  userCommentsEndpoint,
  getDetailsEndpoint,
  userPostsEndpoint,
  unfollowUserEndpoint,
  updateProfileEndpoint,
  UpdateProfileFields,
} from "@pnyx/contract";
import { Elysia } from "elysia";
import { assertSelf } from "../../platform/auth";
import { mount, type EndpointDeps } from "../../platform/endpoint";
import { HttpError } from "../../platform/errors";
import type { UsersService } from "./service";

export const usersRoutes = (deps: EndpointDeps, users: UsersService) =>
  new Elysia({ name: "pnyx/users" })
    .use(mount(deps, getDetailsEndpoint, ({ input }) => users.publicProfile(input.name)))
    .use(
      mount(deps, updateProfileEndpoint, ({ caller, rawBody, request }) => {
        const { fields, image } = readProfileForm(rawBody);
        assertSelf(caller, fields.username);
        const token = request.headers.get("authorization")!.slice("Bearer ".length);
        return users.updateProfile(caller, token, fields, image);
      }),
    )
    .use(
      mount(deps, addCategoriesEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return users.setCategories(caller, input.categories);
      }),
    )
    .use(
      mount(deps, followUserEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return users.follow(caller, input.name);
      }),
    )
    .use(
      mount(deps, unfollowUserEndpoint, ({ input, caller }) => {
        assertSelf(caller, input.username);
        return users.unfollow(caller, input.name);
      }),
    )
    .use(mount(deps, userPostsEndpoint, ({ input }) => users.posts(input.name)))
    .use(mount(deps, userCommentsEndpoint, ({ input }) => users.comments(input.name)));

/** The multipart profile form: text fields validated by the contract, `image` must be a file if present. */
function readProfileForm(body: unknown): { fields: { username?: string | undefined; description?: string | undefined }; image: Blob | null } {
  if (!body || typeof body !== "object") throw new HttpError(400, ERROR_CODES.invalidInput, "Send the profile as multipart form data");
  const form = body as Record<string, unknown>;
  const parsed = UpdateProfileFields.safeParse({
    username: typeof form.username === "string" ? form.username : undefined,
    description: typeof form.description === "string" ? form.description : undefined,
  });
  if (!parsed.success) throw new HttpError(422, ERROR_CODES.invalidInput, parsed.error.issues[0]?.message ?? "Invalid profile");
  const image = form.image;
  if (image !== undefined && image !== null && image !== "" && !(image instanceof Blob)) {
    throw new HttpError(422, ERROR_CODES.invalidInput, "The image must be a file");
  }
  return { fields: parsed.data, image: image instanceof Blob && image.size > 0 ? image : null };
}
