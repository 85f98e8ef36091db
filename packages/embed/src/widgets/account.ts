// account.js: `pnyx.login(token)` and `pnyx.logout()` for the page's own buttons.
import type { PageContext } from "../shared/page";
import { pageClient } from "../shared/client";

export const login = (token: string, page: PageContext): Promise<void> => pageClient(page).signIn.withToken(token);

/** The publisher logged its reader out: the embed's session ends (nothing is asked of the publisher). */
export const logout = (page: PageContext): Promise<void> => pageClient(page).signIn.end();
