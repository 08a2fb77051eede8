// Hand-written code that the generator copies into generated/ (runtime/, formats/) may carry
// `// Stryker disable …` lines saying why a mutant cannot be told apart by any test; they speak
// of the tests, not of the code shipped, and are left out of the copy.

/** @param {string} source @returns {string} the source without its mutation-testing directive lines */
export function withoutMutationDirectives(source) {
  return source.replace(/^[ \t]*\/\/ Stryker .*\n/gm, "");
}
