import axe from "axe-core";

/** Runs axe on a rendered container and returns the violations' ids (empty means clean). */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    // happy-dom computes no layout, so contrast cannot be judged here (the e2e run checks it).
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
