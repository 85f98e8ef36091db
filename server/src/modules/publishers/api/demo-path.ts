/** Where the site shows its own embeds (the only address of the site's own that gets a thread). */
export const DEMO_PATH = "/embed/demo";
