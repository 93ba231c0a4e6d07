export * from './client.ts';
export * from './lock.ts';
export * from './repositories/index.ts';
export * from './repositories/sqlite.ts';
export * as schema from './schema.ts';
export * from './schema.ts';
