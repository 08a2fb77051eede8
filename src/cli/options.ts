// A command's options as one table: each option's flag, how its value is read and checked, and
// its lines in the help. The command's parser, its help and its settings all come from the table,
// the same way for every command (validate-options.ts, diff-options.ts, probe-options.ts,
// mock-options.ts): `commandOptions(table)`.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "./output.js";

export interface OptionDefinition<T> {
  /** As typed on the command line, without the dashes. */
  flag: string;
  type: "boolean" | "string";
  /** Given more than once, each value kept (read gets the list). */
  multiple?: true;
  /** The placeholder of its value in the help. */
  value?: string;
  /** Its lines in the help, the first beside the flag. */
  help: () => string[];
  /** Its setting from what was given (undefined: not given); a bad value is a UsageError. */
  read(given: string | boolean | string[] | undefined): T;
}

export type OptionTable = Record<string, OptionDefinition<unknown>>;

/** The settings a table gives: each option's name → what its read returns. */
export type SettingsOf<Table extends OptionTable> = { [K in keyof Table]: ReturnType<Table[K]["read"]> };

export const option = <T, D extends OptionDefinition<T>>(definition: D & OptionDefinition<T>) => definition;
export const flag = (name: string, help: string) => option({ flag: name, type: "boolean", help: () => [help], read: (given): boolean => given === true });

/** What a command's arguments say: help asked for, or every option's setting and the positionals. */
export type ParsedArguments<Table extends OptionTable> = { help: true } | { help: false; settings: SettingsOf<Table>; positionals: string[] };

/** A command's options, read and helped from its table. */
export interface CommandOptions<Table extends OptionTable> {
  readonly table: Table;
  /** The arguments read: an unknown option or a bad value is an error; with -h/--help no option is read. */
  parse(args: string[]): ParsedArguments<Table>;
  /** The help's Options section. */
  help(): string;
}

export function commandOptions<Table extends OptionTable>(table: Table): CommandOptions<Table> {
  return {
    table,
    parse(args) {
      const { values, positionals } = parseArgs({ args, allowPositionals: true, options: parseArgsOptionsOf(table) });
      if (values.help === true) return { help: true };
      return { help: false, settings: settingsOf(table, values), positionals };
    },
    help: () => optionsHelpOf(table),
  };
}

/** The options as node:util's parseArgs takes them, with -h/--help. */
function parseArgsOptionsOf(table: OptionTable): NonNullable<ParseArgsConfig["options"]> {
  const options: NonNullable<ParseArgsConfig["options"]> = { help: { type: "boolean", short: "h" } };
  for (const definition of Object.values(table)) options[definition.flag] = definition.multiple ? { type: definition.type, multiple: true } : { type: definition.type };
  return options;
}

/** The settings from parseArgs' values: each option reads and checks its own. */
function settingsOf<Table extends OptionTable>(table: Table, values: Record<string, unknown>): SettingsOf<Table> {
  const entries = Object.entries(table).map(([name, definition]) => [name, definition.read(values[definition.flag] as string | boolean | string[] | undefined)]);
  return Object.fromEntries(entries) as SettingsOf<Table>;
}

/** The help's Options section, from the table. */
function optionsHelpOf(table: OptionTable): string {
  const rows = Object.values(table).map((definition) => ({ name: `--${definition.flag}${definition.value ? ` ${definition.value}` : ""}`, lines: definition.help() }));
  rows.push({ name: "-h, --help", lines: ["show this help"] });
  const width = Math.max(...rows.map((row) => row.name.length)) + 3;
  return rows.flatMap(({ name, lines }) => lines.map((line, i) => `  ${(i === 0 ? name : "").padEnd(width)}${line}`)).join("\n");
}

export function oneOf<T extends string>(option: string, value: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(value)) throw new UsageError(`${option} ${value}: use ${choices.join(", ")}`);
  return value as T;
}

/** A whole number from `min` to `max` written in decimal digits; anything else is a UsageError with an example. */
export function wholeNumber(option: string, value: string, { min, max, example }: { min: number; max: number; example: number }): number {
  const number = /^[0-9]{1,16}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw new UsageError(`${option} ${value}: give a whole number from ${min} to ${max}, such as ${example}`);
  return number;
}

/** A positive decimal number (such as 2.5), for rates and probabilities. */
export function decimalNumber(option: string, value: string, { min, max, example }: { min: number; max: number; example: number }): number {
  const number = /^[0-9]{1,9}(\.[0-9]{1,9})?$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) throw new UsageError(`${option} ${value}: give a number from ${min} to ${max}, such as ${example}`);
  return number;
}
