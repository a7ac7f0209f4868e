export * from './files';
export * from './links';
export * from './rules';
