/** Fills `{name}` placeholders of a text (no DOM here: the server renders with it too). */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all));
