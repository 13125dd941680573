import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_CODES } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document (GET /docs/json) and its reader (GET /docs), both built from the routes' zod schemas. */
export default fp(
  async (app: FastifyInstance, opts: { version: string; tags: { name: string; description: string }[] }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Portico API',
          description:
            'Customer portal and staff console API. Successful answers are `{ message, terms, data }`; errors are ' +
            `\`{ message, data, trace_id, code }\`, where \`code\` is a stable machine code (${Object.keys(ERROR_CODES).join(', ')}). ` +
            'Dates are epoch milliseconds, money is integer cents.',
          version: opts.version,
        },
        tags: opts.tags,
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
  },
  { name: 'openapi' },
);
