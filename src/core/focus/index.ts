export * from './practice';
export * from './timer';
