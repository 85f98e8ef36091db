import type { z } from "zod";
import { assertCanonicalIds } from "./ids";

/**
 * Makes a fixture builder: defaults, then the caller's changes, parsed by the contract's own schema,
 * so a fixture that breaks the contract fails where it is built, not deep in a test.
 */
export function fixture<S extends z.ZodType<object>>(
  name: string,
  schema: S,
  defaults: NoInfer<z.input<S>>,
  idFields: readonly string[] = [],
): (over?: Partial<z.input<S>>) => z.output<S> {
  return (over = {}) => {
    const parsed = schema.safeParse({ ...(defaults as object), ...(over as object) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${name}: breaks the contract at ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
    }
    assertCanonicalIds(name, parsed.data as Record<string, unknown>, idFields);
    return parsed.data;
  };
}
