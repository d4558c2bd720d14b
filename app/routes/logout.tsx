import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { endSession } from "../server/auth.server";

/** Logging out changes state, so it is a POST; a GET just goes home (001 §2: after logout, /). */
export async function loader() {
  return redirect("/", 303);
}

/** 001 §2: revokes this browser's refresh tokens, clears the cookie and lands on /. */
export async function action({ context }: ActionFunctionArgs) {
  const cookie = await endSession(context);
  return redirect("/", { status: 303, headers: { "Set-Cookie": cookie } });
}
