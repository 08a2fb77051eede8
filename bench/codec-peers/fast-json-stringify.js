// fast-json-stringify compiled from the strict JSON Schema (it writes only the fields the schema
// names, and a Date in a date-time field as its ISO string), with Ajv for the check of a valid
// page. It does not check what it writes: on a page holding Dates there is no check to run.
import { Ajv2020 } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import fastJson from "fast-json-stringify";
import { readFileSync } from "node:fs";

const addFormats = ajvFormats.default;

/** The strict profile's published schema, its $defs moved where fast-json-stringify looks them up. @param {string} record */
function strictSchema(record) {
  return JSON.parse(readFileSync(new URL(`../../generated/schemas/strict/${record}.json`, import.meta.url), "utf8"));
}

/** @param {string} record */
function serializer(record) {
  const { $schema, $id, ...schema } = strictSchema(record);
  return fastJson(schema);
}

/** @type {import("./codec-peer.js").CodecPeer} */
export default {
  name: "fast-json-stringify (+ Ajv check)",
  stringify: (record) => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv, { mode: "full" });
    const check = ajv.compile(strictSchema(record));
    const write = serializer(record);
    return (value) => {
      if (!check(value)) throw new Error("invalid page");
      return write(value);
    };
  },
  stringifyApp: (record) => serializer(record),
};
