export * from './form';
export * from './list';
export * from './messages';
