export * from './users';
export * from './auth';
export * from './mail';
export * from './enums';
export * from './organisation';
export * from './tickets';
export * from './audit';
export * from './feature-flags';
