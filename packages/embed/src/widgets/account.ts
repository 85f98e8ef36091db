// account.js: `pnyx.login(token)` and `pnyx.logout()` for the page's own buttons.
import type { PageContext } from "../shared/page";
import { pageClient, signInWith } from "../shared/client";

export const login = (token: string, page: PageContext): Promise<void> => signInWith(page, token);

export async function logout(page: PageContext): Promise<void> {
  await pageClient(page).auth.logout();
}
