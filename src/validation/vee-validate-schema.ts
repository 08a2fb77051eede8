// A record for vee-validate 4's forms, as its adapters (`toTypedSchema` of @vee-validate/zod)
// give a schema: `useForm({ validationSchema: veeValidateSchema(Collector) })`. Every message
// of a field is kept under the field's name as vee-validate writes it (`groups[0].createdAt`,
// the names its field arrays give), in the package's words. Written against vee-validate's
// shapes alone, so that the package imports nothing of it (nor of Vue).
import { fieldMessages } from "./field-errors.js";
import type { StandardSchemaV1 } from "./standard-schema.js";

/** One field's messages, as vee-validate's TypedSchemaError. */
export interface VeeValidateFieldError {
  path: string;
  errors: string[];
}

/** vee-validate 4's TypedSchema: what `useForm`'s `validationSchema` and `<Form :validation-schema>` take. */
export interface VeeValidateSchema<Input, Output> {
  __type: "VVTypedSchema";
  parse(values: Input): Promise<{ value?: Output; errors: VeeValidateFieldError[] }>;
}

/**
 * A Standard Schema (a record value of either entry, in its profile; or any other) as vee-validate's
 * TypedSchema: the values as the schema outputs them when valid, else each field's messages.
 */
export function veeValidateSchema<Input, Output>(schema: StandardSchemaV1<Input, Output>): VeeValidateSchema<Input, Output> {
  return {
    __type: "VVTypedSchema",
    async parse(values) {
      const result = await schema["~standard"].validate(values);
      if (!result.issues) return { value: result.value, errors: [] };
      return { errors: byField(result.issues) };
    },
  };
}

/** The first 100 issues' messages by field (bounded as any schema's are), the fields in the order first met. */
function byField(issues: readonly StandardSchemaV1.Issue[]): VeeValidateFieldError[] {
  const fields = new Map<string, string[]>();
  for (const [field, message] of fieldMessages(issues, "bracketed")) {
    const messages = fields.get(field);
    if (messages === undefined) fields.set(field, [message]);
    else messages.push(message);
  }
  return [...fields].map(([path, errors]) => ({ path, errors }));
}
