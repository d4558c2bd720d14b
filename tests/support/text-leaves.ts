/**
 * Every text of a nested value (a message catalogue, a published page), keyed by the path it
 * sits at ("serp.when.label", "[3].blocks[1].html"). Object keys are not texts.
 */
export function textLeaves(value: unknown, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(path, value);
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) textLeaves(item, `${path}[${i}]`, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) textLeaves(item, path ? `${path}.${key}` : key, out);
  }
  return out;
}
