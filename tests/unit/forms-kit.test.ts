/**
 * The forms kit (app/server/forms.server.ts, docs/forms.md): one way to read a form, an intent
 * table run by one helper, and one failure shape. The source scan holds every route to it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { intent, parseForm, runIntents } from "../../app/server/forms.server";
import { failedField, fieldError, firstMessage, formError, isFormFailure, refusal } from "../../app/lib/forms/failure";

const ROOT = join(import.meta.dirname, "../..");
const KIT = "app/server/forms.server.ts";

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function post(fields: Record<string, string | string[]>, type = "application/x-www-form-urlencoded"): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request("http://int.localhost/x", { method: "POST", body: body.toString(), headers: { "Content-Type": type } });
}

async function answerOf(result: unknown): Promise<{ status: number; body: unknown }> {
  // formFailure answers Remix's `data(...)`: its value and its init.
  const answer = result as { data: unknown; init: { status: number } | null };
  return { status: answer.init?.status ?? 200, body: answer.data };
}

describe("no action reads a form outside the kit", () => {
  it("app/ calls request.formData() and readForm() only in the kit", () => {
    const offenders = sources("app")
      .filter((path) => relative(ROOT, join(ROOT, path)) !== KIT)
      .filter((path) => /\.formData\(\)|\breadForm\(|from "[^"]*workers\/http\/body"/.test(readFileSync(join(ROOT, path), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("the kit no longer lends its body reader out", () => {
    expect(readFileSync(join(ROOT, KIT), "utf8")).not.toMatch(/export \{[^}]*readForm/);
  });
});

describe("no label is wired outside the kit", () => {
  const FORMS_KIT = "app/components/forms/";
  it("app/ writes `<label` and `htmlFor=` only in app/components/forms/", () => {
    const offenders = sources("app")
      .filter((path) => !path.startsWith(FORMS_KIT))
      .flatMap((path) =>
        readFileSync(join(ROOT, path), "utf8")
          .split("\n")
          .flatMap((line, index) => (/<label\b|htmlFor=/.test(line) ? [`${path}:${index + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});

describe("runIntents", () => {
  const table = {
    rename: intent(z.object({ name: z.string().trim().min(1, "name.required") }), (value) => `renamed ${value.name}`),
    remove: intent(z.object({ id: z.coerce.number().int().positive("id.bad") }), (value) => `removed ${value.id}`),
  };

  it("runs the named intent's handler with its schema's value", async () => {
    expect(await runIntents(post({ intent: "rename", name: "  Ada " }), table, { invalid: "form.invalid" })).toBe("renamed Ada");
    expect(await runIntents(post({ intent: "remove", id: "7" }), table, { invalid: "form.invalid" })).toBe("removed 7");
  });

  it("answers an unknown, missing or repeated intent with a 400 and runs nothing", async () => {
    for (const fields of <Record<string, string | string[]>[]>[
      { intent: "explode" },
      { name: "x" },
      { intent: ["rename", "remove"], name: "x" },
      { intent: "toString" },
    ]) {
      const { status, body } = await answerOf(await runIntents(post(fields), table, { invalid: "form.invalid" }));
      expect(status).toBe(400);
      expect(body).toEqual({ ok: false, formErrors: ["form.invalid"], fieldErrors: {} });
    }
  });

  it("answers fields its schema refuses with the messages per field, 400", async () => {
    const { status, body } = await answerOf(await runIntents(post({ intent: "rename", name: "   " }), table, { invalid: "form.invalid" }));
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, formErrors: [], fieldErrors: { name: ["name.required"] } });
  });

  it("answers a body that is no form with its status (415, 413) and the form's message", async () => {
    const json = await answerOf(await runIntents(post({ intent: "rename" }, "application/json"), table, { invalid: "form.invalid" }));
    expect(json.status).toBe(415);
    const big = new Request("http://int.localhost/x", {
      method: "POST",
      body: `intent=rename&name=${"a".repeat(70_000)}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const tooLarge = await answerOf(await runIntents(big, table, { invalid: "form.invalid" }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ ok: false, formErrors: ["form.invalid"], fieldErrors: {} });
  });

  it("lets the action word its refusal, and a row word its own", async () => {
    const refuse = (failure: unknown, status: number, form: FormData | null) => ({ refused: failure, status, typed: form?.get("name") });
    const own = {
      ...table,
      special: { ...intent(z.object({ n: z.literal("1") }), () => "ok"), refuse: () => "the row's own" },
    };
    expect(await runIntents(post({ intent: "rename", name: "" }), own, { invalid: "form.invalid", refuse })).toEqual({
      refused: { ok: false, formErrors: [], fieldErrors: { name: ["name.required"] } },
      status: 400,
      typed: "",
    });
    expect(await runIntents(post({ intent: "special", n: "2" }), own, { invalid: "form.invalid", refuse })).toBe("the row's own");
  });

  it("takes `otherwise` for a form that names no intent, and refuses repeated fields when told", async () => {
    expect(await runIntents(post({ name: "Ada" }), table, { invalid: "form.invalid", otherwise: "rename" })).toBe("renamed Ada");
    const repeated = await answerOf(
      await runIntents(post({ intent: "remove", id: ["1", "2"] }), table, { invalid: "form.invalid", singleValued: true }),
    );
    expect(repeated.status).toBe(400);
  });
});

describe("parseForm", () => {
  it("reads a field given twice as a list", async () => {
    const read = await parseForm(post({ tours: ["1", "2"] }), z.object({ tours: z.array(z.string()) }));
    expect(read.ok && read.value).toEqual({ tours: ["1", "2"] });
  });

  it("fills what the form lacks from the defaults, and keeps the form as posted", async () => {
    const schema = z.object({ step: z.string(), flow: z.string() });
    const read = await parseForm(post({ step: "code" }), schema, "form.invalid", new URLSearchParams({ flow: "wishlist", step: "email" }));
    expect(read.ok && read.value).toEqual({ step: "code", flow: "wishlist" });
    expect(read.form?.has("flow")).toBe(false);
  });
});

describe("the failure shape", () => {
  it("puts one message on a field or on the form, and reads it back", () => {
    const onField = refusal("poll.errors.nameTaken", "name");
    expect(onField).toEqual({ ok: false, formErrors: [], fieldErrors: { name: ["poll.errors.nameTaken"] } });
    expect([fieldError(onField, "name"), formError(onField), failedField(onField), firstMessage(onField)]).toEqual([
      "poll.errors.nameTaken",
      null,
      "name",
      "poll.errors.nameTaken",
    ]);
    const onForm = refusal("poll.errors.full");
    expect([failedField(onForm), firstMessage(onForm), isFormFailure(onForm), isFormFailure({ ok: true })]).toEqual([
      null,
      "poll.errors.full",
      true,
      false,
    ]);
  });
});
