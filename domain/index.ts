export * from './api';
export * from './display-name';
export * from './format';
export * from './genres';
