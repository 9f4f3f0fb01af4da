import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { json, type NextFunction, type Request, type Response } from 'express';
import { bodyParserError } from './http/error.filter';
import { ApiErrorFilter } from './http/error.filter';
import { bodyDepthLimit } from './http/body-shape.middleware';
import { writeRateLimit } from './http/rate-limit.middleware';
import { sameOriginWrites } from './http/same-origin.middleware';
import { requestLog } from './http/request-log.middleware';
import { writeContext } from './writes/write-context';
import { JsonLogger } from './logger';

export interface ServiceAppOptions {
  service: string;
  description: string;
  /** Largest JSON body accepted; bigger requests get 413. */
  bodyLimit?: string;
}

/**
 * Builds a service's Nest application without listening, so tests can drive it with supertest
 * and `main.ts` only adds the port.
 */
export async function createServiceApp(module: unknown, options: ServiceAppOptions): Promise<NestExpressApplication> {
  const logger = new JsonLogger(options.service);
  const app = await NestFactory.create<NestExpressApplication>(module as never, { logger, bodyParser: false });
  return configureServiceApp(app, options, logger);
}

/**
 * Everything main.ts gives an application beyond its module: proxy trust, ETags, compression,
 * the body limit and its error shape, the one error filter, the cached reads served ahead of
 * Express and the OpenAPI document. Split out
 * so a test that builds the module itself (to replace one provider) gets the same application.
 */
export function configureServiceApp(app: NestExpressApplication, options: ServiceAppOptions, logger: JsonLogger): NestExpressApplication {
  // One hop, the gateway's: the client address is the last one it appended to X-Forwarded-For.
  // Trusting every loopback or private hop let a local client name itself afresh on each request
  // (its own X-Forwarded-For) and skip the write limit (issue 29).
  app.set('trust proxy', 1);
  app.set('etag', 'strong');
  app.disable('x-powered-by');
  const log = requestLog(logger);
  app.use(log);
  app.use(sameOriginWrites());
  const writeLimit = writeRateLimit(options.service);
  app.getHttpServer().on('close', () => writeLimit.close());
  app.use(writeLimit.middleware);
  app.use(compression({ threshold: 1024 }));
  app.use(json({ limit: options.bodyLimit ?? '200kb' }));
  // Body-parser failures answer here, in our error shape, before Nest turns them into messages
  // that quote the parser ("Unexpected end of JSON input").
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const client = bodyParserError(err);
    if (!client) return next(err);
    res.status(client.status).json({ statusCode: client.status, error: client.error, message: client.message });
  });
  app.use(bodyDepthLimit());
  app.use(writeContext());
  app.useGlobalFilters(new ApiErrorFilter(logger));
  app.enableShutdownHooks();

  // The OpenAPI pages are for developers; in production they are only served when asked for
  // (PUBLIC_API_DOCS=1; issue 11 item 9).
  if (process.env.NODE_ENV === 'production' && process.env.PUBLIC_API_DOCS !== '1') return app;
  const doc = new DocumentBuilder()
    .setTitle(`Draftroom ${options.service} service`)
    .setDescription(options.description)
    .setVersion('1')
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, doc), { jsonDocumentUrl: 'docs/openapi.json' });
  return app;
}

/** Entry point body of every service's main.ts. */
export async function runService(module: unknown, options: ServiceAppOptions & { defaultPort: number }): Promise<NestExpressApplication> {
  const app = await createServiceApp(module, options);
  const port = Number(process.env.PORT ?? options.defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen(port, host);
  // Longer than the gateway keeps idle upstream connections (nginx keepalive_timeout 65 s): a
  // connection Node closes first can be reused by nginx at that instant, and that request gets a
  // 502 "connection reset" (issue 11 item 9). Node's default is 5 s.
  const server = app.getHttpServer();
  server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT_MS ?? 75_000);
  server.headersTimeout = server.keepAliveTimeout + 1000;
  app.get(JsonLogger).event('info', 'listening', { url: `http://${host}:${port}`, docs: `http://${host}:${port}/docs` });
  return app;
}
