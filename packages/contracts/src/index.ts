export * from './common';
export * from './constants';
export * from './integration';
export * from './panel';
