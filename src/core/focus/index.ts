export * from './assessment';
export * from './history';
export * from './practice';
export * from './prompts';
export * from './session';
export * from './timer';
