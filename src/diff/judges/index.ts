// One judge per kind of keyword (the vocabulary's `diff`), as openapi-typescript has one
// transformer per object kind: the comparison looks each keyword's kind up here.
import type { DiffKind } from "../../../generated/vocabulary.js";
import { judgeAll } from "./all.js";
import { judgeAlternatives } from "./alternatives.js";
import { judgeLowerBound, judgeUpperBound } from "./bound.js";
import { judgeConditional } from "./conditional.js";
import { judgeDependentRequired } from "./dependent-required.js";
import { judgeFlag } from "./flag.js";
import { judgeFormat } from "./format.js";
import type { Judge } from "./judge.js";
import { judgeMultiple } from "./multiple.js";
import { judgeNegation } from "./negation.js";
import { judgePattern } from "./pattern.js";
import { judgeProperties } from "./properties.js";
import { judgeReference } from "./reference.js";
import { judgeRequired } from "./required.js";
import { judgeSubschema } from "./subschema.js";
import { judgeSubschemaList } from "./subschema-list.js";
import { judgeSubschemaMap } from "./subschema-map.js";
import { judgeTypes } from "./types.js";
import { judgeValues } from "./values.js";

/** Annotations and identifiers change nothing a value is judged by. */
const judgeNothing: Judge = () => {};

export const JUDGES: Readonly<Record<DiffKind, Judge>> = {
  types: judgeTypes,
  values: judgeValues,
  format: judgeFormat,
  "lower bound": judgeLowerBound,
  "upper bound": judgeUpperBound,
  flag: judgeFlag,
  multiple: judgeMultiple,
  pattern: judgePattern,
  required: judgeRequired,
  properties: judgeProperties,
  subschema: judgeSubschema,
  subschemas: judgeSubschemaMap,
  "subschema list": judgeSubschemaList,
  all: judgeAll,
  alternatives: judgeAlternatives,
  negation: judgeNegation,
  conditional: judgeConditional,
  "dependent required": judgeDependentRequired,
  reference: judgeReference,
  annotation: judgeNothing,
  structure: judgeNothing,
};
