// The bench renders the built Worker in Node, which has no `cloudflare:*` modules. The only
// one the build imports is cloudflare:sockets (the SMTP client); no page render sends mail,
// so it resolves to a module whose connect() says where it is.
export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:sockets") {
    const source = "export function connect() { throw new Error('cloudflare:sockets is not available in the Node bench'); }";
    return { url: `data:text/javascript,${encodeURIComponent(source)}`, shortCircuit: true };
  }
  return next(specifier, context);
}
