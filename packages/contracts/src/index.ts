export * from './product.ts';
export * from './locales.ts';
export * from './http/errors.ts';
export * from './http/session.ts';
export * from './routes.ts';
export * from './http/master-info.ts';
export * from './mqtt/ingest.ts';
export * from './domain/events.ts';
