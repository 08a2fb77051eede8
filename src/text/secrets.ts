// What may carry a secret in a URL given to probe or to a client's walk, written as *** wherever
// the URL is printed or put in an error's message (D24): the userinfo (`http://user:password@host`) and the values of query and
// fragment parameters whose names say they are secrets (`?access_token=…`, `&api_key=…`,
// `&X-Amz-Signature=…`). The URL is otherwise printed as it was written, not re-serialized, so
// that what a user reads is what they typed.

/** Parameter names that say their value is a secret, matched anywhere in the name, any case. */
const SECRET_NAME = /token|key|secret|passw|pwd|signature|sig$|auth|credential|session|cookie/i;
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i;
const PARAMETERS = /([?#&;])([^=&;#]*)=([^&;#]*)/g;

/** The URL with its userinfo and secret parameters' values as ***. */
export function redactedUrl(url: string): string {
  return url.replace(USERINFO, "$1***@").replace(PARAMETERS, (pair, separator: string, name: string) => (isSecretName(name) ? `${separator}${name}=***` : pair));
}

function isSecretName(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    // a malformed escape: judged as written
  }
  return SECRET_NAME.test(decoded);
}
