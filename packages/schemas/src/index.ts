export * from './admin.ts';
export * from './applications.ts';
export * from './auth.ts';
export * from './contact.ts';
export * from './fields.ts';
export * from './identity.ts';
export * from './locker.ts';
export * from './orders.ts';
