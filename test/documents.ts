// The documents the machinery's tests read. The diff, its reports and the CLI's positions are
// tested on a frozen copy of the package's document (as it was at 0.1.0), so that a change of
// the contract, the most common change of all, changes none of their verdicts, positions or
// snapshots; the contract's own tests read the live document.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { releasesIn } from "../src/changes/history.js";

/** The package's document as released at 0.1.0, frozen. */
export const FROZEN_DOCUMENT = path.resolve(import.meta.dirname, "fixtures/documents/openapi-0.1.0.json");

/** The package's document as the working tree generates it. */
export const LIVE_DOCUMENT = path.resolve(import.meta.dirname, "../generated/openapi.json");

/** The newest published version's document (contract/releases/), which contract:check compares the working tree with. */
export const NEWEST_RELEASE = fileURLToPath(releasesIn(pathToFileURL(path.resolve(import.meta.dirname, "../contract/releases") + path.sep)).at(-1)!.file);
