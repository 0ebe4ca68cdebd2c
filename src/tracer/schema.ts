/**
 * The trace file format as a zod schema: what a trace file read from outside
 * (an import, a CLI argument) must be before anything replays it. The types
 * in format.ts are checked against it (a test fails when the two drift), and
 * scenarios/trace.schema.json is generated from it. Loaded only with the
 * reader (parse.ts), never by the page's shell.
 */
import { z } from 'zod';

const id = z.number().int().min(1);
/** Version 4 files name objects (names.ts); never __proto__, which a reader's lookups would have to guard against. */
const name = z
  .string()
  .min(1)
  .refine((text) => text !== '__proto__', 'not an object name');

/** Values and heap objects whose references are `ref`s: numbers in memory and in versions 1–3, names in version 4. */
function valueSchemas<Ref extends z.ZodType>(ref: Ref) {
  const value = z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.tuple([z.literal('REF'), ref]),
    z.tuple([z.literal('UNDEFINED')]),
    z.tuple([z.literal('NUMBER'), z.enum(['NaN', 'Infinity', '-Infinity'])]),
    z.tuple([z.literal('LONG_STRING'), z.string(), z.number().int().min(0)]),
    z.tuple([z.literal('BIGINT'), z.string()]),
    z.tuple([z.literal('SYMBOL'), z.string()]),
  ]);
  const entry = z.tuple([z.string(), value]);
  const heapObject = z.union([
    z.tuple([z.literal('LIST')], value),
    z.tuple([z.literal('DICT')], entry),
    z.tuple([z.literal('SET')], value),
    z.tuple([z.literal('MAP')], z.tuple([value, value])),
    z.tuple([z.literal('FUNCTION'), z.string()]),
    z.tuple([z.literal('ERROR'), z.string(), z.string(), z.string().nullable()]),
    z.tuple([z.literal('PROMISE')]),
    z.tuple([z.literal('INSTANCE'), z.string()], entry),
    z.tuple([z.literal('ELIDED')]),
  ]);
  return { value, heapObject };
}

const numbered = valueSchemas(id);
export const valueSchema = numbered.value;
export const heapObjectSchema = numbered.heapObject;

/** Whole traces whose references are `ids` and whose heaps are keyed by `keys`. */
function traceSchemas<Ref extends z.ZodType>(ids: Ref, keys: z.ZodType<string>) {
  const { value, heapObject } = valueSchemas(ids);
  const frame = z.strictObject({
    function: z.string(),
    file: z.string().min(1),
    line: z.number().int().min(1),
    locals: z.record(z.string(), value),
  });
  const step = z.strictObject({
    event: z.enum(['call', 'line', 'return', 'exception']),
    stack: z.array(frame).min(1),
    heap: z.record(keys, heapObject),
    value: value.optional(),
    error: z.strictObject({ name: z.string(), code: z.string().nullable(), message: z.string() }).optional(),
    stdout: z.number().int().min(0),
    fakes: counts,
  });
  const trace = z
    .strictObject({
      version: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
      ...head,
      steps: z.array(step).min(1, 'a trace has at least one step'),
    })
    .superRefine((trace, context) => {
      // Every object a step names is in that step's heap: a viewer follows references without meeting a hole.
      trace.steps.forEach((step, index) => {
        const missing = (value: unknown, path: (string | number)[]) => {
          if (Array.isArray(value) && value[0] === 'REF' && !Object.hasOwn(step.heap, String(value[1]))) {
            context.addIssue({
              code: 'custom',
              message: `object #${value[1]} is not in this step's heap`,
              params: { problem: 'heap_ref_missing', values: { id: String(value[1]) } },
              path: ['steps', index, ...path],
            });
          }
        };
        step.stack.forEach((frame, f) => {
          for (const [name, value] of Object.entries(frame.locals)) missing(value, ['stack', f, 'locals', name]);
        });
        if (step.value !== undefined) missing(step.value, ['value']);
        for (const [key, object] of Object.entries(step.heap)) {
          const pairs = object[0] === 'DICT' || object[0] === 'INSTANCE' || object[0] === 'MAP';
          for (const [i, item] of object.slice(1).entries()) {
            if (!pairs) missing(item, ['heap', key, i + 1]);
            else if (Array.isArray(item)) {
              for (const [p, part] of item.entries()) missing(part, ['heap', key, i + 1, p]);
            }
          }
        }
      });
    });
  return { frame, step, trace };
}

const counts = z.record(z.string(), z.number().int().min(0));
/** What a trace says of itself beside its steps, in every version. */
const head = {
  function: z.string(),
  scenario: z.string(),
  source: z.strictObject({ file: z.string().min(1), hash: z.string(), lines: z.number().int().min(1) }),
  output: z.string(),
  fakes: z.record(z.string(), z.array(z.unknown())),
  truncated: z.strictObject({ limit: z.number().int().min(1) }).optional(),
};
const heapId = z.string().regex(/^[1-9][0-9]*$/, 'a heap id');
const whole = traceSchemas(id, heapId);
export const frameSchema = whole.frame;
export const stepSchema = whole.step;
/** A trace as memory holds it, and as version 1 stores it; versions 2–4 are rebuilt into it. */
export const traceSchema = whole.trace;
/** A version 4 file's steps rebuilt, before its objects are numbered (names.ts): refusals name them as the file does. */
export const namedTraceSchema = traceSchemas(name, name).trace;

export type TraceData = z.infer<typeof traceSchema>;

const heapIds = z.array(heapId);

/** A step as a version 2 file stores it (serialize.ts): the heap's changes, the ids gone, keyframes whole. */
export const storedStepSchemaV2 = stepSchema.extend({ key: z.literal(true).optional(), gone: heapIds.optional() });

/** A version 2 file before its steps are rebuilt; the rebuilt trace must then fit traceSchema. */
export const storedTraceSchemaV2 = z.looseObject({
  version: z.literal(2),
  steps: z.array(storedStepSchemaV2).min(1, 'a trace has at least one step'),
});

/** A step as a version 3 or 4 file stores it, its references being `ids` (numbers in 3, names in 4). */
function storedStepSchemaOf<Ref extends z.ZodType>(ids: Ref, keys: z.ZodType<string>) {
  const { value, heapObject } = valueSchemas(ids);
  return z.strictObject({
    event: stepSchema.shape.event,
    stack: z
      .array(
        frameSchema.extend({
          line: frameSchema.shape.line.optional(),
          lineDelta: z.number().int().optional(),
          locals: z.record(z.string(), value).optional(),
          dropped: z.array(z.string()).optional(),
        }),
      )
      .min(1),
    key: z.literal(true).optional(),
    heap: z.record(keys, heapObject).optional(),
    gone: z.array(keys).optional(),
    value: value.optional(),
    error: stepSchema.shape.error,
    stdout: z.number().int().optional(),
    fakes: z.record(z.string(), z.number().int()).optional(),
  });
}

/**
 * A step as a version 3 file stores it (storedSteps.ts rebuilds it): what changed since the step before (lines as
 * `lineDelta`, locals new, changed or dropped, the heap's changes, what was printed and logged), or, in a keyframe,
 * the whole step. Which of `line` and `lineDelta` a frame carries, and whether its locals are whole, is checked as
 * the steps are rebuilt.
 */
export const storedStepSchema = storedStepSchemaOf(id, heapId);

/** A version 3 file before its steps are rebuilt; the rebuilt trace must then fit traceSchema. */
export const storedTraceSchemaV3 = z.looseObject({
  version: z.literal(3),
  steps: z.array(storedStepSchema).min(1, 'a trace has at least one step'),
});

/**
 * A file as this version writes it (4), before its steps are rebuilt and its objects numbered: version 3's steps,
 * objects named. scenarios/trace.schema.json is generated from it.
 */
export const storedTraceSchema = z.strictObject({
  version: z.literal(4),
  ...head,
  steps: z.array(storedStepSchemaOf(name, name)).min(1, 'a trace has at least one step'),
});
