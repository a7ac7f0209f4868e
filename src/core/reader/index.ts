export * from './files';
export * from './links';
export * from './rules';
export * from './signature';
export * from './thumbnails';
