/**
 * Custom CSS of a page (Custom page: customCss), limited to a safe subset when it is
 * published: plain rules and @media/@supports groups, nothing that loads or runs anything
 * (no @import, url(), image-set(), expression(), behavior, -moz-binding, no escapes that could
 * spell them, no `<` that could close the style element), every selector scoped under the
 * page's wrapper so a page cannot restyle the site around it.
 */
export const PAGE_SCOPE = ".custom-page";

const FORBIDDEN: [RegExp, string][] = [
  [/@import/i, "@import is not allowed"],
  [/@font-face/i, "@font-face is not allowed"],
  [/@namespace|@charset/i, "@namespace and @charset are not allowed"],
  [
    /\b(url|src|image|image-set|-webkit-image-set|cross-fade|element)\s*\(/i,
    "functions that load resources (url(), image-set()…) are not allowed",
  ],
  [/expression/i, "expression() is not allowed"],
  [/behaviou?r/i, "behavior is not allowed"],
  [/-moz-binding/i, "-moz-binding is not allowed"],
  [/javascript:/i, "javascript: is not allowed"],
  [/</, "< is not allowed (it could close the style element)"],
  [/\\/, "backslash escapes are not allowed"],
];
const GROUP_RULES = new Set(["media", "supports"]);

export type CheckedCss = { css: string; errors: string[] };

/** The CSS scoped under `scope` (a page's wrapper unless said), or the reasons it is refused (then `css` is empty). */
export function checkCustomCss(source: string, scope = PAGE_SCOPE): CheckedCss {
  const errors: string[] = [];
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, " ");
  if (withoutComments.includes("/*")) errors.push("a comment is not closed");
  for (const [pattern, message] of FORBIDDEN) if (pattern.test(withoutComments)) errors.push(message);
  if (errors.length > 0) return { css: "", errors };
  const parsed = scopeRules(withoutComments, errors, scope);
  return errors.length > 0 ? { css: "", errors } : { css: parsed, errors };
}

/** Rules of one level (the sheet, or the inside of an @media), each selector scoped. */
function scopeRules(text: string, errors: string[], scope: string): string {
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf("{", at);
    if (open === -1) {
      if (text.slice(at).trim() !== "") errors.push(`"${text.slice(at).trim().slice(0, 40)}" is not inside a rule`);
      break;
    }
    const prelude = text.slice(at, open).trim();
    const close = matchingBrace(text, open);
    if (close === -1) {
      errors.push(`the rule "${prelude.slice(0, 40)}" is not closed`);
      break;
    }
    const body = text.slice(open + 1, close);
    at = close + 1;
    if (prelude.includes("}") || prelude.includes(";")) {
      errors.push(`unexpected "}" or ";" before "${prelude.slice(-40)}"`);
      continue;
    }
    if (prelude.startsWith("@")) {
      const name = /^@([a-z-]+)/i.exec(prelude)?.[1]?.toLowerCase() ?? "";
      if (!GROUP_RULES.has(name)) {
        errors.push(`@${name} is not allowed (only @media and @supports)`);
        continue;
      }
      out.push(`${prelude}{${scopeRules(body, errors, scope)}}`);
      continue;
    }
    if (prelude === "") {
      errors.push("a rule has no selector");
      continue;
    }
    // A parenthesis left open makes the browser read on past the rule's end, where this check
    // no longer sees what it reads: such a rule is refused, not guessed at.
    if (!balanced(prelude) || !balanced(body)) {
      errors.push(`the parentheses of "${prelude.slice(0, 40)}" are not balanced`);
      continue;
    }
    if (body.includes("{")) {
      errors.push(`nested rules are not allowed (in "${prelude.slice(0, 40)}")`);
      continue;
    }
    out.push(
      `${splitSelectors(prelude)
        .map((selector) => scopeSelector(selector, scope))
        .join(",")}{${body.trim()}}`,
    );
  }
  return out.join("\n");
}

/** Whether every "(" is closed by a later ")", and no ")" comes before its "(". */
function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === "(") depth++;
    else if (char === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** Splits a selector list on commas outside parentheses (`:is(a, b)` stays whole). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of list) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim().replace(/\s+/g, " ")).filter(Boolean);
}

/** `:scope` names the wrapper itself; any other selector matches inside it. */
function scopeSelector(selector: string, scope: string): string {
  if (selector.startsWith(":scope")) return scope + selector.slice(":scope".length);
  return `${scope} ${selector}`;
}
