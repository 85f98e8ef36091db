import { createContext } from "react";

/** What a page's render tells the server about its `<head>` (the browser sets document.title itself). */
export interface ServerHead {
  title: string | null;
}

/** Provided only while the server renders a page; pages write their title into it. */
export const ServerHeadContext = createContext<ServerHead | null>(null);

/** The tab title of a page: "{title} · Pnyx", or the site's own for the home page. */
export const documentTitle = (title: string | null): string => (title ? `${title} · Pnyx` : "Pnyx · Engage Learn Grow");
