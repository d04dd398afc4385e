import { OpenAPIGenerator } from '@orpc/openapi';
import { experimental_ValibotToJsonSchemaConverter as ValibotToJsonSchemaConverter } from '@orpc/valibot';
import { contract } from '@qc/shared/contract';
import { ERROR_MESSAGES } from '@qc/shared/errors';
import { jsonSchemaHintOf } from '@qc/shared/validation/json-schema';
import * as v from 'valibot';

type JsonObject = Record<string, unknown>;
type SchemaNode = { type: string; default?: unknown; entries?: Record<string, SchemaNode> };

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/**
 * Required fields are written `v.optional(…, '')` so that a missing key gets
 * the field's own French message (« Le nom est obligatoire ») instead of a
 * type message. Valibot's conversion then calls them optional with a default
 * that breaks their own pattern. The exact rule: a field whose absence fails
 * validation is required for the caller.
 */
function isRequiredDespiteDefault(schema: SchemaNode): boolean {
  if (schema.type !== 'optional' && schema.type !== 'exact_optional' && schema.type !== 'nullish') return false;
  if (schema.default === undefined) return false;
  return !v.safeParse(schema as unknown as v.GenericSchema, undefined).success;
}

/**
 * Called for every schema node, after its own conversion. Pipes get no call
 * of their own, so an object settles its entries: their hints (documentAs)
 * and which of them are required.
 */
function overrideSchema(context: { valibotSchema: object; jsonSchema: object }): JsonObject | null {
  const hint = jsonSchemaHintOf(context.valibotSchema);
  if (hint) return { ...hint };
  const schema = context.valibotSchema as SchemaNode;
  const jsonSchema = context.jsonSchema as JsonObject & {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  if (!OBJECT_TYPES.has(schema.type) || !schema.entries || !jsonSchema.properties) return null;
  const required = new Set(jsonSchema.required ?? []);
  for (const [key, entry] of Object.entries(schema.entries)) {
    if (!jsonSchema.properties[key]) continue;
    const entryHint = jsonSchemaHintOf(entry);
    if (entryHint) jsonSchema.properties[key] = { ...entryHint };
    if (isRequiredDespiteDefault(entry)) {
      required.add(key);
      delete jsonSchema.properties[key].default;
    }
  }
  if (required.size > 0) jsonSchema.required = [...required];
  return jsonSchema;
}

/** Drops the per-schema `$schema`: the document sets its dialect once. */
function finishSchema(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) finishSchema(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  delete (node as JsonObject).$schema;
  for (const value of Object.values(node)) finishSchema(value);
}

class ContractSchemaConverter extends ValibotToJsonSchemaConverter {
  constructor() {
    super({ target: 'draft-2020-12', overrideSchema: overrideSchema as never });
  }
  override convert(...args: Parameters<ValibotToJsonSchemaConverter['convert']>) {
    const [required, jsonSchema] = super.convert(...args);
    finishSchema(jsonSchema);
    return [required, jsonSchema] as [boolean, typeof jsonSchema];
  }
}

const ERROR_BODY = 'Erreur';

/** One body for every refusal, whatever answers it (a procedure, the origin check, the body limit). */
const errorBodySchema = {
  type: 'object',
  description: 'Refus ou erreur, avec un message en français à montrer tel quel.',
  properties: {
    defined: { type: 'boolean', description: 'Vrai pour les erreurs déclarées par le contrat' },
    code: { type: 'string', examples: ['NOT_FOUND'] },
    status: { type: 'integer', examples: [404] },
    message: { type: 'string', examples: [ERROR_MESSAGES.NOT_FOUND] },
    data: {
      description:
        'Pour un 400 : { issues: [{ path, message }], fieldErrors: { champ: message } } ; pour un 409 : { current } (la version actuelle).',
    },
  },
  required: ['defined', 'code', 'status', 'message'],
} as const;

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY}` } } } };
}

type Operation = {
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, unknown> };
  operationId?: string;
};

/**
 * What the generator cannot know from the contract: the cookie that
 * authenticates every operation, and the 500 any of them may answer.
 */
function completeDocument(document: JsonObject): JsonObject {
  const components = (document.components ??= {}) as JsonObject;
  const schemas = (components.schemas ??= {}) as JsonObject;
  schemas[ERROR_BODY] = errorBodySchema;
  components.securitySchemes = {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: 'better-auth.session_token',
      description:
        "Cookie de session posé par la connexion par code (POST /api/auth/email-otp/send-verification-otp puis /api/auth/sign-in/email-otp). En HTTPS il s'appelle __Secure-better-auth.session_token. Les écritures exigent aussi un en-tête Origin de confiance.",
    },
  };
  document.security = [{ sessionCookie: [] }];
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      operation.responses['500'] ??= errorResponse(ERROR_MESSAGES.INTERNAL_SERVER_ERROR);
      // A body with a file is only read as multipart: the JSON variant the generator adds beside it cannot work.
      const content = operation.requestBody?.content;
      if (content?.['multipart/form-data']) delete content['application/json'];
    }
  }
  return document;
}

let openApiDocument: Promise<unknown> | null = null;

/** The OpenAPI document generated from the contract (DESIGN §2), built once. */
export function getOpenApiDocument(): Promise<unknown> {
  openApiDocument ??= new OpenAPIGenerator({ schemaConverters: [new ContractSchemaConverter()] })
    .generate(contract, {
      info: {
        title: 'Qualité & Conformité — API',
        version: '1.0.0',
        license: { name: 'Propriétaire', identifier: 'LicenseRef-Proprietary' },
        description:
          "API de l'application d'auto-évaluation qualité et conformité. Authentification par cookie de session (/api/auth). Chaque refus répond par le même corps JSON (schéma Erreur) avec un message en français.",
      },
      servers: [{ url: '/api/v1' }],
      // Every status answers the shared body; the codes a status may carry are listed for it.
      customErrorResponseBodySchema: (definedErrors, status) => ({
        allOf: [
          { $ref: `#/components/schemas/${ERROR_BODY}` },
          {
            type: 'object',
            properties: {
              code: { enum: definedErrors.map(([code]) => code) },
              status: { const: status },
            },
          },
        ],
      }),
    })
    .then((document) => completeDocument(document as unknown as JsonObject));
  return openApiDocument;
}
