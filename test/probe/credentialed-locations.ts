// Where a redirect may say to go with a user name or password of its own, in every form the URL
// parser reads: the table both the library's walk and probe are held to. Each names /trap, which
// must never be asked.

/** What must never be printed: the user name and password, as written and as encoded. */
export const CREDENTIALS = ["admin", "ad%6Din", "hunter2", "hunter%32"];

/** A Location given the server's host and port, by what makes it a look-alike. */
export const CREDENTIALED_LOCATIONS: [string, (host: string) => string][] = [
  ["a user name only", (host) => `http://admin@${host}/trap?page=1`],
  ["a user name and password", (host) => `http://admin:hunter2@${host}/trap?page=1`],
  ["a password only", (host) => `http://:hunter2@${host}/trap?page=1`],
  ["both percent-encoded", (host) => `http://ad%6Din:hunter%32@${host}/trap?page=1`],
  ["on another origin", (host) => `http://admin:hunter2@localhost:${host.split(":")[1]}/trap?page=1`],
  ["protocol-relative", (host) => `//admin:hunter2@${host}/trap?page=1`],
  ["written with backslashes", (host) => `http:\\\\admin:hunter2@${host}\\trap?page=1`],
  ["protocol-relative with backslashes", (host) => `\\\\admin:hunter2@${host}/trap?page=1`],
  ["protocol-relative, a slash and a backslash", (host) => `/\\admin:hunter2@${host}/trap?page=1`],
];
