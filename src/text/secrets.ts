// What may carry a secret in a URL given to probe or to a client's walk, written as *** wherever
// the URL is printed or put in an error's message (D24): the userinfo (`http://user:password@host`) and the values of query and
// fragment parameters whose names say they are secrets (`?access_token=…`, `&api_key=…`,
// `&X-Amz-Signature=…`). The URL is otherwise printed as it was written, not re-serialized, so
// that what a user reads is what they typed; except where the user name or password is written
// in a form the URL parser reads and the plain `scheme://user@` does not match (`http:\\user@`,
// `http:user@`, a leading space): that URL is printed as the parser reads it, the userinfo
// starred, so that no way of writing it shows it.

/**
 * Parameter names that say their value is a secret, matched anywhere in the name, any case; `sig`
 * where no letter follows it (`api_sig`, `sig[]` as PHP and Rails read an array), never inside a
 * word (`design`, `signup`).
 */
const SECRET_NAME = /token|key|secret|passw|pwd|signature|sig(?![a-z])|auth|credential|session|cookie/i;
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i;
const PARAMETERS = /([?#&;])([^=&;#]*)=([^&;#]*)/g;

/** What is read of a parsed URL; every runtime the package runs in has URL, and the package's types name no platform's API. */
declare const URL: { new (url: string): { href: string; username: string; password: string }; canParse(url: string): boolean };

/** The URL with its userinfo and secret parameters' values as ***. */
export function redactedUrl(url: string): string {
  return withoutUserinfo(url).replace(PARAMETERS, (pair, separator: string, name: string) => (isSecretName(name) ? `${separator}${name}=***` : pair));
}

/** The URL with its userinfo as ***: as written where it is written plainly, else as the parser reads it. */
function withoutUserinfo(url: string): string {
  const written = url.replace(USERINFO, "$1***@");
  if (written !== url || !URL.canParse(url)) return written;
  const parsed = new URL(url);
  if (parsed.username === "" && parsed.password === "") return url;
  parsed.username = "";
  parsed.password = "";
  return parsed.href.replace(/^([a-z][a-z0-9+.-]*:\/\/)/i, "$1***@");
}

/**
 * The name with each escape of an ASCII character read as that character (the words are ASCII),
 * escape by escape, so that a malformed one elsewhere in the name (`%74oken%ZZ`) hides none of
 * the others. A `+`, which a server reads as a space, is no letter either way.
 */
function isSecretName(name: string): boolean {
  const decoded = name.replace(/%[0-7][0-9a-f]/gi, (escape) => String.fromCharCode(Number.parseInt(escape.slice(1), 16)));
  return SECRET_NAME.test(decoded);
}
