import { describe, expect, it } from "vitest";
import { withNonce, withoutNonce } from "../../workers/http/nonce-splice";

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("a kept page's nonce, as byte offsets (edge cache)", () => {
  const nonce = encode("Zm9vYmFyYmF6cXV4MTIz");

  it.each([
    ["several scripts", '<script nonce="Zm9vYmFyYmF6cXV4MTIz">a</script><p>è ü 日本</p><script nonce="Zm9vYmFyYmF6cXV4MTIz">b</script>'],
    ["at the very start and end", "Zm9vYmFyYmF6cXV4MTIz<p>Città</p>Zm9vYmFyYmF6cXV4MTIz"],
    ["twice in a row", "<x>Zm9vYmFyYmF6cXV4MTIzZm9vYmFyYmF6cXV4MTIz</x>"],
    ["a near miss beside it", "Zm9vYmFyYmF6cXV4MTI Zm9vYmFyYmF6cXV4MTIz!"],
  ])("takes it out and puts another in its every place: %s", (_, page) => {
    const { bytes, at } = withoutNonce(encode(page), nonce);
    expect(decode(bytes)).not.toContain("Zm9vYmFyYmF6cXV4MTIz");
    expect(at.length).toBe(page.split("Zm9vYmFyYmF6cXV4MTIz").length - 1);
    const other = "b3RoZXItbm9uY2UtaGVyZQ";
    expect(decode(withNonce(bytes, at, encode(other)))).toBe(page.replaceAll("Zm9vYmFyYmF6cXV4MTIz", other));
  });

  it("leaves a page without the nonce as it is", () => {
    const page = encode("<p>no scripts here</p>");
    const { bytes, at } = withoutNonce(page, nonce);
    expect(at).toEqual([]);
    expect(decode(withNonce(bytes, at, nonce))).toBe("<p>no scripts here</p>");
  });

  it("refuses offsets out of order or past the end, rather than writing a broken page", () => {
    const bytes = encode("<p>short</p>");
    expect(() => withNonce(bytes, [5, 2], nonce)).toThrow(/out of order/);
    expect(() => withNonce(bytes, [99], nonce)).toThrow(/out of order/);
  });
});
