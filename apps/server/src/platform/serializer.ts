import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Compile = FastifySerializerCompiler<z.ZodType>;

/**
 * Response serialisation (docs/conventions.md#validation-at-the-edge: the response schema is the
 * boundary). Each route's zod response schema is compiled once into a fast-json-stringify function
 * from its JSON Schema: only declared properties are written, much faster than encoding every row
 * through zod — measured on the ticket list at a million tickets (docs/performance.md). A schema
 * JSON Schema cannot express (transforms, custom types) keeps zod's serialiser.
 */
export const serializerCompiler: Compile = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw' });
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    return (data) => stringify(data);
  } catch {
    return zodSerializerCompiler(route);
  }
};
